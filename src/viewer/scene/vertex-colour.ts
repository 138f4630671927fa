import {
  BufferAttribute,
  type BufferGeometry,
  MeshBasicMaterial,
  type MeshBasicMaterialParameters,
  type Plane,
  SRGBColorSpace,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import { elementStateGlsl, elementStateUniforms, elementStateVertexGlsl } from './element-material';
import type { ElementStates } from './element-states';
import {
  sceneLightConstants,
  vertexLightGlsl,
  vertexLightHead,
  vertexLightUniforms,
} from './vertex-lighting';

/**
 * The whole colour per vertex: base colour (vertex or instance colour, material opacity), the
 * element's state (hidden, override colour, selected, hovered), the scene's light, then the
 * output encoding (sRGB on the page's canvas). A pixel only picks its face's colour: no light,
 * no state and no sRGB conversion per pixel, which on a CPU rasteriser (SwiftShader, llvmpipe)
 * was most of what a pixel cost once the light had moved to the vertices. Exact wherever a
 * face's vertices share their colour and normal, as flat-shaded IFC faces do.
 *
 * A hidden element's vertices skip all of it: they are put outside the clip volume at once.
 *
 * With `BAKED_COLOUR` (merged geometry, whose normals and colours never move: `bakeFaceColours`)
 * a vertex of an element in no state (not selected, hovered or recoloured) takes its final colour,
 * lit and encoded, from the `bakedFront` and `bakedBack` attributes: on a CPU rasteriser the
 * light and the sRGB encoding were about a third of a vertex's cost (Office_A orbiting at
 * 320×180: 23 → 16 ms a frame without them). Only for the sRGB canvas; a render target in linear
 * colour takes the full path.
 */
const vertexShader = (
  lights: number,
  srgb: boolean,
  baked: boolean,
) => /* glsl */ `${srgb ? '#define OUTPUT_SRGB' : ''}
${baked && srgb ? '#define BAKED_COLOUR' : ''}
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
#ifdef BAKED_COLOUR
attribute vec4 bakedFront;
attribute vec4 bakedBack;
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
  #ifdef BAKED_COLOUR
  if ((int(state.a * 255.0 + 0.5) & 14) == 0) {
    vColour = bakedFront;
    #ifdef DOUBLE_SIDED
    vColourBack = bakedBack.rgb;
    #endif
    return;
  }
  #endif
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
 * vertex-coloured ones above, reading `states` and cut by `clippingPlanes`. `baked`: its
 * geometry has the colours of `bakeFaceColours` (its diffuse colour and opacity stay white and 1).
 */
export function vertexColourMaterial(
  parameters: MeshBasicMaterialParameters,
  states: ElementStates,
  clippingPlanes: Plane[],
  baked = false,
): MeshBasicMaterial {
  const material = new MeshBasicMaterial(parameters);
  material.clippingPlanes = clippingPlanes;
  const lights = vertexLightUniforms();
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms) => {
    Object.assign(shader.uniforms, elementStateUniforms(states), lights.uniforms);
    const srgb = shader.outputColorSpace === SRGBColorSpace;
    shader.vertexShader = vertexShader(lights.count, srgb, baked).replaceAll(
      'FACE_COLOUR',
      FACE_COLOUR,
    );
    shader.fragmentShader = fragmentShader.replaceAll('FACE_COLOUR', FACE_COLOUR);
  };
  // The output encoding is part of three.js's own program key already.
  material.customProgramCacheKey = () => `ouvrage-vertex-colour${baked ? '-baked' : ''}`;
  return material;
}

/**
 * The plain program of baked merged geometry: each vertex's colour as baked, and nothing else.
 * It reads no element state, so it draws only elements in none: what draws merged geometry
 * (merged-lod.ts, coarse-boxes.ts) leaves hidden elements out of its index, and draws elements that
 * are selected, hovered or recoloured with the full material above, from a second index.
 *
 * Why: on a CPU rasteriser (SwiftShader) a vertex's cost is its shader's, and a shader's branches
 * are not skipped: every vertex of the full program pays for the state's texture read and for the
 * light and the colour encoding of the path it does not take. railway-track-02 fitted to the
 * screen at 1280×720: 35 ms a frame through the full program, 20 ms with neither.
 */
const bakedVertexShader = (
  srgb: boolean,
  points: boolean,
) => /* glsl */ `${srgb ? '#define OUTPUT_SRGB' : ''}
${points ? '#define BAKED_POINTS' : ''}
#include <common>
#include <clipping_planes_pars_vertex>
attribute vec4 bakedFront;
FACE_COLOUR varying vec4 vColour;
#ifdef DOUBLE_SIDED
attribute vec4 bakedBack;
FACE_COLOUR varying vec3 vColourBack;
#endif

// Baked colours are sRGB: a render target in linear colour takes them back (three.js's
// sRGBTransferEOTF).
vec3 outputColour(vec3 encoded) {
  #ifdef OUTPUT_SRGB
  return encoded;
  #else
  return mix(pow(encoded * 0.9478672986 + vec3(0.0521327014), vec3(2.4)), encoded * 0.0773993808,
    vec3(lessThanEqual(encoded, vec3(0.04045))));
  #endif
}

void main() {
  #include <begin_vertex>
  #include <project_vertex>
  #include <clipping_planes_vertex>
  vColour = vec4(outputColour(bakedFront.rgb), bakedFront.a);
  #ifdef DOUBLE_SIDED
  vColourBack = outputColour(bakedBack.rgb);
  #endif
  #ifdef BAKED_POINTS
  gl_PointSize = 1.0;
  #endif
}`;

/**
 * A material for baked merged geometry (`bakeFaceColours`) of elements in no state (see
 * `bakedVertexShader`), cut by `clippingPlanes`; the same pixels as `vertexColourMaterial` with
 * `baked` for such elements. `points`: for points one pixel across (`Points`).
 */
export function bakedColourMaterial(
  parameters: MeshBasicMaterialParameters,
  clippingPlanes: Plane[],
  points = false,
): MeshBasicMaterial {
  const material = new MeshBasicMaterial({ ...parameters, vertexColors: false });
  material.clippingPlanes = clippingPlanes;
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms) => {
    const srgb = shader.outputColorSpace === SRGBColorSpace;
    shader.vertexShader = bakedVertexShader(srgb, points).replaceAll('FACE_COLOUR', FACE_COLOUR);
    shader.fragmentShader = fragmentShader.replaceAll('FACE_COLOUR', FACE_COLOUR);
  };
  material.customProgramCacheKey = () => `ouvrage-baked-colour${points ? '-points' : ''}`;
  return material;
}

/** three.js's sRGB encoding of a linear value in [0, 1], as a byte. */
const srgbByte = (linear: number) =>
  Math.round(
    255 * (linear <= 0.0031308 ? linear * 12.92 : 1.055 * Math.pow(linear, 1 / 2.4) - 0.055),
  );
const LUT_SIZE = 16384;
let srgbTable: Uint8Array | null = null;

/**
 * Each vertex's final colour in sRGB bytes, front (`bakedFront`, with the colour's alpha) and back
 * (`bakedBack`), from its `normal` and `color` attributes and the scene's lights, as the vertex
 * shader computes it for an element in no state (the geometry is drawn with its own normals:
 * merged geometry, whose model matrix is the identity). A table of 16,384 encoded values: within
 * one step of the shader's bytes.
 */
export function bakeFaceColours(geometry: BufferGeometry): void {
  const normals = geometry.getAttribute('normal');
  const colours = geometry.getAttribute('color');
  const n = normals.count;
  const { sky, ground, up, directions, colours: lightColours } = sceneLightConstants();
  if (!srgbTable) {
    srgbTable = new Uint8Array(LUT_SIZE);
    for (let i = 0; i < LUT_SIZE; i++) srgbTable[i] = srgbByte(i / (LUT_SIZE - 1));
  }
  const table = srgbTable;
  const encode = (v: number) => table[Math.round(Math.min(Math.max(v, 0), 1) * (LUT_SIZE - 1))]!;
  const front = new Uint8Array(n * 4);
  const back = new Uint8Array(n * 4);
  const l = directions.length;
  // The model's layout (normalised signed bytes, RGBA bytes) read straight from the arrays.
  const nArray = normals.array;
  const cArray = colours.array;
  const bytes =
    nArray instanceof Int8Array && cArray instanceof Uint8Array && colours.itemSize === 4;
  for (let i = 0; i < n; i++) {
    let x = bytes ? Math.max(nArray[i * 3]! / 127, -1) : normals.getX(i);
    let y = bytes ? Math.max(nArray[i * 3 + 1]! / 127, -1) : normals.getY(i);
    let z = bytes ? Math.max(nArray[i * 3 + 2]! / 127, -1) : normals.getZ(i);
    const length = Math.sqrt(x * x + y * y + z * z) || 1;
    x /= length;
    y /= length;
    z /= length;
    const hemi = 0.5 * (x * up.x + y * up.y + z * up.z) + 0.5;
    let fr = ground.r + (sky.r - ground.r) * hemi;
    let fg = ground.g + (sky.g - ground.g) * hemi;
    let fb = ground.b + (sky.b - ground.b) * hemi;
    let br = ground.r + (sky.r - ground.r) * (1 - hemi);
    let bg = ground.g + (sky.g - ground.g) * (1 - hemi);
    let bb = ground.b + (sky.b - ground.b) * (1 - hemi);
    for (let k = 0; k < l; k++) {
      const d = directions[k]!;
      const c = lightColours[k]!;
      const dot = x * d.x + y * d.y + z * d.z;
      if (dot > 0) {
        fr += dot * c.r;
        fg += dot * c.g;
        fb += dot * c.b;
      } else {
        br -= dot * c.r;
        bg -= dot * c.g;
        bb -= dot * c.b;
      }
    }
    const r = bytes ? cArray[i * 4]! / 255 : colours.getX(i);
    const g = bytes ? cArray[i * 4 + 1]! / 255 : colours.getY(i);
    const b = bytes ? cArray[i * 4 + 2]! / 255 : colours.getZ(i);
    front[i * 4] = encode(r * fr);
    front[i * 4 + 1] = encode(g * fg);
    front[i * 4 + 2] = encode(b * fb);
    front[i * 4 + 3] = bytes ? cArray[i * 4 + 3]! : Math.round(colours.getW(i) * 255);
    back[i * 4] = encode(r * br);
    back[i * 4 + 1] = encode(g * bg);
    back[i * 4 + 2] = encode(b * bb);
    back[i * 4 + 3] = 255;
  }
  geometry.setAttribute('bakedFront', new BufferAttribute(front, 4, true));
  geometry.setAttribute('bakedBack', new BufferAttribute(back, 4, true));
}
