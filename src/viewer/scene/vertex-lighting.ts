import {
  Color,
  DirectionalLight,
  HemisphereLight,
  type Material,
  type WebGLProgramParametersWithUniforms,
  Vector3,
} from 'three';
import { createLights } from './lights';

/**
 * The scene's lights (`lights.ts`) as constants a shader can apply per vertex, in world space,
 * already divided by π as three.js's Lambert BRDF does, so that a vertex-lit material gives the
 * colours MeshLambertMaterial gives per pixel wherever the normal is constant over a face (IFC
 * geometry is flat-shaded): hemisphere light, then each directional light's N·L.
 */
function sceneLighting() {
  const directions: Vector3[] = [];
  const colours: Color[] = [];
  let sky = new Color(0, 0, 0);
  let ground = new Color(0, 0, 0);
  let up = new Vector3(0, 1, 0);
  for (const light of createLights()) {
    if (light instanceof HemisphereLight) {
      sky = light.color.clone().multiplyScalar(light.intensity / Math.PI);
      ground = light.groundColor.clone().multiplyScalar(light.intensity / Math.PI);
      up = light.position.clone().normalize();
    } else if (light instanceof DirectionalLight) {
      directions.push(light.position.clone().sub(light.target.position).normalize());
      colours.push(light.color.clone().multiplyScalar(light.intensity / Math.PI));
    }
  }
  if (directions.length === 0) {
    directions.push(new Vector3(0, 1, 0));
    colours.push(new Color(0, 0, 0));
  }
  return { sky, ground, up, directions, colours };
}

let lighting: ReturnType<typeof sceneLighting> | null = null;

const vertexHead = (lights: number) => /* glsl */ `#include <common>
#define VERTEX_LIGHTS ${lights}
uniform vec3 uSky;
uniform vec3 uGround;
uniform vec3 uUp;
uniform vec3 uLightDirections[VERTEX_LIGHTS];
uniform vec3 uLightColours[VERTEX_LIGHTS];
varying vec3 vLightFront;
#ifdef DOUBLE_SIDED
varying vec3 vLightBack;
#endif`;

// After clipping (project_vertex and the element states' tail come before it): the normal in
// world space (instancing and the model's matrix applied as for a lit material), then the light
// that reaches the face's front and, double-sided, its back (three.js flips the normal there).
const vertexTail = /* glsl */ `#include <clipping_planes_vertex>
{
  #include <beginnormal_vertex>
  #include <defaultnormal_vertex>
  vec3 worldNormal = inverseTransformDirection(transformedNormal, viewMatrix);
  float hemi = 0.5 * dot(worldNormal, uUp) + 0.5;
  vLightFront = mix(uGround, uSky, hemi);
  #ifdef DOUBLE_SIDED
  vLightBack = mix(uGround, uSky, 1.0 - hemi);
  #endif
  for (int i = 0; i < VERTEX_LIGHTS; i++) {
    float d = dot(worldNormal, uLightDirections[i]);
    vLightFront += max(d, 0.0) * uLightColours[i];
    #ifdef DOUBLE_SIDED
    vLightBack += max(-d, 0.0) * uLightColours[i];
    #endif
  }
}`;

const fragmentHead = /* glsl */ `#include <common>
varying vec3 vLightFront;
#ifdef DOUBLE_SIDED
varying vec3 vLightBack;
#endif`;

// MeshBasicMaterial's fragment starts its light at 1 and then multiplies it by the colour.
const fragmentLight = /* glsl */ `#ifdef DOUBLE_SIDED
reflectedLight.indirectDiffuse = gl_FrontFacing ? vLightFront : vLightBack;
#else
reflectedLight.indirectDiffuse = vLightFront;
#endif`;

/**
 * Lights a MeshBasicMaterial per vertex with the scene's lights (composed after any other
 * `onBeforeCompile`). On a CPU rasteriser (SwiftShader, llvmpipe) the per-pixel Lambert shading
 * was most of a frame: every covered pixel, and on double-sided geometry every back face drawn
 * before the front one, ran the whole light loop. Per vertex, a pixel only interpolates a colour.
 */
export function lightPerVertex<M extends Material>(material: M): M {
  lighting ??= sceneLighting();
  const { sky, ground, up, directions, colours } = lighting;
  const before = material.onBeforeCompile.bind(material);
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms, renderer) => {
    before(shader, renderer);
    shader.uniforms['uSky'] = { value: sky };
    shader.uniforms['uGround'] = { value: ground };
    shader.uniforms['uUp'] = { value: up };
    shader.uniforms['uLightDirections'] = { value: directions };
    shader.uniforms['uLightColours'] = { value: colours };
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', vertexHead(directions.length))
      .replace('#include <clipping_planes_vertex>', vertexTail);
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', fragmentHead)
      .replace('#include <aomap_fragment>', fragmentLight);
  };
  const key = material.customProgramCacheKey.bind(material);
  material.customProgramCacheKey = () => `${key()}-vertex-lit`;
  return material;
}
