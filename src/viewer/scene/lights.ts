import { DirectionalLight, HemisphereLight, type Light } from 'three';

/**
 * The scene's lights. One definition for the scene and for the renderer's warm-up frame: a shader
 * program is keyed by the lights' kinds and counts, so the warm-up compiles the scene's program
 * only if it draws with the same lights.
 */
export function createLights(): Light[] {
  const key = new DirectionalLight('#ffffff', 1.6);
  key.position.set(40, 80, 30);
  const fill = new DirectionalLight('#ffffff', 0.6);
  fill.position.set(-50, 30, -40);
  return [new HemisphereLight('#ffffff', '#8d8d8d', 1.6), key, fill];
}
