import { Color, type Material, type Plane } from 'three';
import type { ElementStates } from './element-states';

export const selectionColor = new Color('#1890ff');
export const hoverColor = new Color('#7cc4ff');

const vertexHead = /* glsl */ `#include <common>
uniform highp sampler2D uElementStates;
uniform int uElementStatesWidth;
#ifdef USE_INSTANCING
attribute float instanceElementId;
#else
attribute float elementId;
#endif
flat varying vec4 vElementState;`;

const vertexTail = /* glsl */ `#include <project_vertex>
#ifdef USE_INSTANCING
int elementIndex = int(instanceElementId + 0.5);
#else
int elementIndex = int(elementId + 0.5);
#endif
vElementState = texelFetch(uElementStates, ivec2(elementIndex % uElementStatesWidth, elementIndex / uElementStatesWidth), 0);
if ((int(vElementState.a * 255.0 + 0.5) & 1) != 0) gl_Position = vec4(2.0, 2.0, 2.0, 1.0);`;

const fragmentHead = /* glsl */ `#include <common>
uniform vec3 uSelectionColor;
uniform vec3 uHoverColor;
flat varying vec4 vElementState;`;

const fragmentTail = /* glsl */ `#include <color_fragment>
{
  int elementFlags = int(vElementState.a * 255.0 + 0.5);
  if ((elementFlags & 8) != 0) diffuseColor.rgb = vElementState.rgb;
  if ((elementFlags & 2) != 0) {
    diffuseColor.rgb = mix(diffuseColor.rgb, uSelectionColor, 0.7);
    diffuseColor.a = max(diffuseColor.a, 0.75);
  } else if ((elementFlags & 4) != 0) {
    diffuseColor.rgb = mix(diffuseColor.rgb, uHoverColor, 0.45);
  }
}`;

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
    shader.uniforms['uElementStates'] = {
      get value() {
        return states.texture;
      },
    };
    shader.uniforms['uElementStatesWidth'] = { value: states.width };
    shader.uniforms['uSelectionColor'] = { value: selectionColor };
    shader.uniforms['uHoverColor'] = { value: hoverColor };
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
