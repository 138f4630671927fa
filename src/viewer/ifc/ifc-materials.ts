import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  InstancedBufferAttribute,
  InstancedMesh,
  Mesh,
  MeshBasicMaterial,
  NoBlending,
  NormalBlending,
  type Object3D,
  type Plane,
  SRGBColorSpace,
} from 'three';
import { patchElementMaterial } from '../scene/element-material';
import { ElementStates } from '../scene/element-states';
import { sceneBackground } from '../scene/renderer';
import { lightPerVertex } from '../scene/vertex-lighting';

export type IfcMaterials = { merged: MeshBasicMaterial[]; instanced: MeshBasicMaterial[] };

/**
 * The model's materials, [opaque, transparent] for merged geometry (colour per vertex) and for
 * instances (colour per instance). Opaque materials draw without blending rather than with
 * three.js's opaque variant, which would only force alpha to 1 (their colours' alpha is 1
 * already) at the cost of a shader program of its own; transparent ones draw both faces in one
 * pass, as opaque ones do, rather than three.js's back-then-front passes, which need two more
 * programs (one per face) for glazing that is flat anyway. A model thus needs two programs.
 */
export function ifcMaterials(states: ElementStates, clippingPlanes: Plane[]): IfcMaterials {
  const make = (vertexColors: boolean, transparent: boolean) =>
    lightPerVertex(
      patchElementMaterial(
        new MeshBasicMaterial({
          vertexColors,
          transparent,
          blending: transparent ? NormalBlending : NoBlending,
          depthWrite: !transparent,
          side: DoubleSide,
          forceSinglePass: true,
        }),
        states,
        clippingPlanes,
      ),
    );
  return {
    merged: [make(true, false), make(true, true)],
    instanced: [make(false, false), make(false, true)],
  };
}

/** The scene's background, in sRGB bytes, opaque. */
const background = new Color(sceneBackground).getRGB({ r: 0, g: 0, b: 0 }, SRGBColorSpace);
const warmupColour = [background.r, background.g, background.b, 1].map((c) => Math.round(c * 255));

/**
 * One triangle of merged geometry and one instance, with the vertex layouts of real batches and
 * materials made as a model's: drawn once by the renderer as soon as it exists
 * (`prepareRenderer`), they compile and link a model's two shader programs, and a software
 * renderer builds their pipelines (their pixel stage too: they cover pixels), before the model's
 * first frame rather than in it. Their materials are never disposed: three.js would free the
 * programs with them, and the model's materials share them.
 */
export function ifcWarmupObjects(): Object3D[] {
  const materials = ifcMaterials(new ElementStates(), []);
  const triangle = () => {
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(new Float32Array(9), 3));
    g.setAttribute(
      'normal',
      new BufferAttribute(new Int8Array([0, 0, 127, 0, 0, 127, 0, 0, 127]), 3, true),
    );
    g.setIndex(new BufferAttribute(new Uint32Array([0, 1, 2]), 1));
    return g;
  };
  const merged = triangle();
  const colours = new Uint8Array([...warmupColour, ...warmupColour, ...warmupColour]);
  merged.setAttribute('color', new BufferAttribute(colours, 4, true));
  merged.setAttribute('elementId', new BufferAttribute(new Float32Array(3), 1));
  const single = triangle();
  single.setAttribute('instanceElementId', new InstancedBufferAttribute(new Float32Array(1), 1));
  const instance = new InstancedMesh(single, materials.instanced[0], 1);
  instance.instanceColor = new InstancedBufferAttribute(
    new Float32Array(warmupColour.slice(0, 3).map((c) => c / 255)),
    3,
  );
  return [new Mesh(merged, materials.merged[0]), instance];
}
