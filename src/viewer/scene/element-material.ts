import { Color, type Material, type Plane } from 'three';
import type { ElementStates } from './element-states';

export const selectionColor = new Color('#1890ff');
export const hoverColor = new Color('#7cc4ff');

/**
 * The element's state texel in a vertex shader: `fetchElementState()` reads it by element index,
 * a per-vertex `elementId` on merged geometry, a per-instance `instanceElementId` on instances.
 * Also used by vertex-colour.ts.
 */
export const elementStateVertexGlsl = /* glsl */ `uniform highp sampler2D uElementStates;
uniform int uElementStatesWidth;
#ifdef USE_INSTANCING
attribute float instanceElementId;
#else
attribute float elementId;
#endif
vec4 fetchElementState() {
  #ifdef USE_INSTANCING
  int elementIndex = int(instanceElementId + 0.5);
  #else
  int elementIndex = int(elementId + 0.5);
  #endif
  return texelFetch(uElementStates, ivec2(elementIndex % uElementStatesWidth, elementIndex / uElementStatesWidth), 0);
}
bool hiddenElement(vec4 state) {
  return (int(state.a * 255.0 + 0.5) & 1) != 0;
}`;

const vertexHead = /* glsl */ `#include <common>
${elementStateVertexGlsl}
flat varying vec4 vElementState;`;

const vertexTail = /* glsl */ `#include <project_vertex>
vElementState = fetchElementState();
if (hiddenElement(vElementState)) gl_Position = vec4(2.0, 2.0, 2.0, 1.0);`;

/**
 * An element's state applied to its colour (linear RGB, alpha): `elementState(colour, state)`
 * with the state's texel (RGB: override colour, A: flags, element-states.ts). The same in a
 * fragment shader (here) and in a vertex shader (vertex-colour.ts).
 */
export const elementStateGlsl = /* glsl */ `uniform vec3 uSelectionColor;
uniform vec3 uHoverColor;
vec4 elementState(vec4 colour, vec4 state) {
  int flags = int(state.a * 255.0 + 0.5);
  if ((flags & 8) != 0) colour.rgb = state.rgb;
  if ((flags & 2) != 0) {
    colour.rgb = mix(colour.rgb, uSelectionColor, 0.7);
    colour.a = max(colour.a, 0.75);
  } else if ((flags & 4) != 0) {
    colour.rgb = mix(colour.rgb, uHoverColor, 0.45);
  }
  return colour;
}`;

const fragmentHead = /* glsl */ `#include <common>
${elementStateGlsl}
flat varying vec4 vElementState;`;

const fragmentTail = /* glsl */ `#include <color_fragment>
diffuseColor = elementState(diffuseColor, vElementState);`;

/** The uniforms of `elementStateVertexGlsl` and `elementStateGlsl`. */
export function elementStateUniforms(states: ElementStates) {
  return {
    uElementStates: {
      get value() {
        return states.texture;
      },
    },
    uElementStatesWidth: { value: states.width },
    uSelectionColor: { value: selectionColor },
    uHoverColor: { value: hoverColor },
  };
}

/**
 * Teaches a material to read each element's state (hidden, selected, hovered, colour) from the
 * ElementStates texture, by element index: a per-vertex `elementId` attribute on merged
 * geometry, a per-instance `instanceElementId` on instances. Also shares the slice planes.
 */
export function patchElementMaterial<M extends Material>(
  material: M,
  states: ElementStates,
  clippingPlanes: Plane[],
): M {
  material.clippingPlanes = clippingPlanes;
  material.onBeforeCompile = (shader) => {
    Object.assign(shader.uniforms, elementStateUniforms(states));
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', vertexHead)
      .replace('#include <project_vertex>', vertexTail);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', fragmentHead)
      .replace('#include <color_fragment>', fragmentTail);
  };
  material.customProgramCacheKey = () => 'ouvrage-element-states';
  return material;
}
