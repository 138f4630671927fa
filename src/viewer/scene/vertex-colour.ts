import {
  MeshBasicMaterial,
  type MeshBasicMaterialParameters,
  type Plane,
  SRGBColorSpace,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import { elementStateGlsl, elementStateUniforms, elementStateVertexGlsl } from './element-material';
import type { ElementStates } from './element-states';
import { vertexLightGlsl, vertexLightHead, vertexLightUniforms } from './vertex-lighting';

/**
 * The whole colour per vertex: base colour (vertex or instance colour, material opacity), the
 * element's state (hidden, override colour, selected, hovered), the scene's light, then the
 * output encoding (sRGB on the page's canvas). A pixel only picks its face's colour: no light,
 * no state and no sRGB conversion per pixel, which on a CPU rasteriser (SwiftShader, llvmpipe)
 * was most of what a pixel cost once the light had moved to the vertices. Exact wherever a
 * face's vertices share their colour and normal, as flat-shaded IFC faces do.
 *
 * A hidden element's vertices skip all of it: they are put outside the clip volume at once.
 */
const vertexShader = (
  lights: number,
  srgb: boolean,
) => /* glsl */ `${srgb ? '#define OUTPUT_SRGB' : ''}
#include <common>
#include <clipping_planes_pars_vertex>
uniform vec3 diffuse;
uniform float opacity;
${elementStateVertexGlsl}
${elementStateGlsl}
${vertexLightHead(lights)}
FACE_COLOUR varying vec4 vColour;
#ifdef DOUBLE_SIDED
FACE_COLOUR varying vec3 vColourBack;
#endif

// three.js's sRGBTransferOETF, which its fragment shaders apply to every pixel.
vec3 outputColour(vec3 linear) {
  #ifdef OUTPUT_SRGB
  return mix(pow(linear, vec3(0.41666)) * 1.055 - vec3(0.055), linear * 12.92,
    vec3(lessThanEqual(linear, vec3(0.0031308))));
  #else
  return linear;
  #endif
}

void main() {
  vec4 state = fetchElementState();
  if (hiddenElement(state)) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    return;
  }
  #include <begin_vertex>
  #include <project_vertex>
  #include <clipping_planes_vertex>
  vec4 colour = vec4(diffuse, opacity);
  #ifdef USE_COLOR_ALPHA
  colour *= color;
  #elif defined(USE_COLOR)
  colour.rgb *= color;
  #endif
  #ifdef USE_INSTANCING_COLOR
  colour.rgb *= instanceColor;
  #endif
  colour = elementState(colour, state);
  ${vertexLightGlsl}
  vColour = vec4(outputColour(colour.rgb * lightFront), colour.a);
  #ifdef DOUBLE_SIDED
  vColourBack = outputColour(colour.rgb * lightBack);
  #endif
}`;

const fragmentShader = /* glsl */ `#include <clipping_planes_pars_fragment>
FACE_COLOUR varying vec4 vColour;
#ifdef DOUBLE_SIDED
FACE_COLOUR varying vec3 vColourBack;
#endif

void main() {
  vec4 diffuseColor = vColour;
  #ifdef DOUBLE_SIDED
  if (!gl_FrontFacing) diffuseColor.rgb = vColourBack;
  #endif
  #include <clipping_planes_fragment>
  gl_FragColor = diffuseColor;
}`;

/**
 * How a face's colour reaches its pixels: `flat` takes one vertex's (the face's last), with no
 * interpolation per pixel; the same picture on flat-shaded faces.
 */
const FACE_COLOUR = 'flat';

/**
 * A model material (MeshBasicMaterial, so that three.js sets it up for vertex colours,
 * instancing, sides, blending and slice planes as any other) with its shaders replaced by the
 * vertex-coloured ones above, reading `states` and cut by `clippingPlanes`.
 */
export function vertexColourMaterial(
  parameters: MeshBasicMaterialParameters,
  states: ElementStates,
  clippingPlanes: Plane[],
): MeshBasicMaterial {
  const material = new MeshBasicMaterial(parameters);
  material.clippingPlanes = clippingPlanes;
  const lights = vertexLightUniforms();
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms) => {
    Object.assign(shader.uniforms, elementStateUniforms(states), lights.uniforms);
    const srgb = shader.outputColorSpace === SRGBColorSpace;
    shader.vertexShader = vertexShader(lights.count, srgb).replaceAll('FACE_COLOUR', FACE_COLOUR);
    shader.fragmentShader = fragmentShader.replaceAll('FACE_COLOUR', FACE_COLOUR);
  };
  // The output encoding is part of three.js's own program key already.
  material.customProgramCacheKey = () => 'ouvrage-vertex-colour';
  return material;
}
