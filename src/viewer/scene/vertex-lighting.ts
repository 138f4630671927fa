import { Color, DirectionalLight, HemisphereLight, Vector3 } from 'three';
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

/** The scene's lights as constants (world space, divided by π), for colours baked on the CPU. */
export function sceneLightConstants(): ReturnType<typeof sceneLighting> {
  lighting ??= sceneLighting();
  return lighting;
}

/** The scene's lights as shader uniforms (shared: they never change), and their count. */
export function vertexLightUniforms() {
  lighting ??= sceneLighting();
  const { sky, ground, up, directions, colours } = lighting;
  return {
    count: directions.length,
    uniforms: {
      uSky: { value: sky },
      uGround: { value: ground },
      uUp: { value: up },
      uLightDirections: { value: directions },
      uLightColours: { value: colours },
    },
  };
}

/** Declarations for `vertexLightGlsl`, with the lights' count. */
export const vertexLightHead = (lights: number) => /* glsl */ `#define VERTEX_LIGHTS ${lights}
uniform vec3 uSky;
uniform vec3 uGround;
uniform vec3 uUp;
uniform vec3 uLightDirections[VERTEX_LIGHTS];
uniform vec3 uLightColours[VERTEX_LIGHTS];`;

/**
 * After `project_vertex`: the normal in world space (instancing and the model's matrix applied as
 * for a lit material), then `lightFront`, the light that reaches the face's front and, for a
 * double-sided material, `lightBack` (three.js flips the normal there).
 */
export const vertexLightGlsl = /* glsl */ `vec3 lightFront;
#ifdef DOUBLE_SIDED
vec3 lightBack;
#endif
{
  #include <beginnormal_vertex>
  #include <defaultnormal_vertex>
  vec3 worldNormal = inverseTransformDirection(transformedNormal, viewMatrix);
  float hemi = 0.5 * dot(worldNormal, uUp) + 0.5;
  lightFront = mix(uGround, uSky, hemi);
  #ifdef DOUBLE_SIDED
  lightBack = mix(uGround, uSky, 1.0 - hemi);
  #endif
  for (int i = 0; i < VERTEX_LIGHTS; i++) {
    float d = dot(worldNormal, uLightDirections[i]);
    lightFront += max(d, 0.0) * uLightColours[i];
    #ifdef DOUBLE_SIDED
    lightBack += max(-d, 0.0) * uLightColours[i];
    #endif
  }
}`;
