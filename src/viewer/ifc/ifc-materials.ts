import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  FrontSide,
  InstancedBufferAttribute,
  InstancedMesh,
  Mesh,
  type MeshBasicMaterial,
  NoBlending,
  NormalBlending,
  type Object3D,
  type Plane,
  type Side,
  SRGBColorSpace,
} from 'three';
import { ElementStates } from '../scene/element-states';
import { sceneBackground } from '../scene/renderer';
import { bakeFaceColours, vertexColourMaterial } from '../scene/vertex-colour';

export type IfcMaterials = {
  merged: MeshBasicMaterial[];
  instanced: MeshBasicMaterial[];
  /** Merged opaque geometry of closed elements, faces turned outwards: back faces culled. */
  closed: MeshBasicMaterial;
  /** Instances of a closed template, opaque: back faces culled. */
  instancedClosed: MeshBasicMaterial;
};

/**
 * The model's materials, [opaque, transparent] for merged geometry (colour per vertex) and for
 * instances (colour per instance). Opaque materials draw without blending rather than with
 * three.js's opaque variant, which would only force alpha to 1 (their colours' alpha is 1
 * already) at the cost of a shader program of its own; transparent ones draw both faces in one
 * pass, as opaque ones do, rather than three.js's back-then-front passes, which need two more
 * programs (one per face) for glazing that is flat anyway. Merged opaque geometry of closed
 * elements (`face-culling.ts`) draws its front faces only: on a CPU rasteriser, back faces drawn
 * before the front ones cost as much again (Office_A: about 40 % of a frame); while slice planes
 * cut the model open it draws both (its program changes anyway with the planes' count). A model
 * thus needs four programs: merged and instanced, each one-sided and double-sided.
 */
export function ifcMaterials(states: ElementStates, clippingPlanes: Plane[]): IfcMaterials {
  const make = (vertexColors: boolean, transparent: boolean, side: Side = DoubleSide) =>
    vertexColourMaterial(
      {
        vertexColors,
        transparent,
        blending: transparent ? NormalBlending : NoBlending,
        depthWrite: !transparent,
        side,
        forceSinglePass: true,
      },
      states,
      clippingPlanes,
      // Merged geometry carries its colours baked (ifc-meshes.ts); instances are placed, so lit,
      // per frame.
      vertexColors,
    );
  const oneSided = (vertexColors: boolean) => {
    const material = make(vertexColors, false, FrontSide);
    material.onBeforeRender = () => {
      const side = clippingPlanes.length > 0 ? DoubleSide : FrontSide;
      if (material.side === side) return;
      material.side = side;
      material.needsUpdate = true;
    };
    return material;
  };
  const closed = oneSided(true);
  const instancedClosed = oneSided(false);
  return {
    merged: [make(true, false), make(true, true)],
    instanced: [make(false, false), make(false, true)],
    closed,
    instancedClosed,
  };
}

/** The scene's background, in sRGB bytes, opaque. */
const background = new Color(sceneBackground).getRGB({ r: 0, g: 0, b: 0 }, SRGBColorSpace);
const warmupColour = [background.r, background.g, background.b, 1].map((c) => Math.round(c * 255));

/**
 * One triangle of merged geometry and one instance, with the vertex layouts of real batches and
 * materials made as a model's (one-sided and double-sided): drawn once by the renderer as soon as it exists
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
  bakeFaceColours(merged);
  const single = triangle();
  single.setAttribute('instanceElementId', new InstancedBufferAttribute(new Float32Array(1), 1));
  const instance = new InstancedMesh(single, materials.instanced[0], 1);
  instance.instanceColor = new InstancedBufferAttribute(
    new Float32Array(warmupColour.slice(0, 3).map((c) => c / 255)),
    3,
  );
  const closed = triangle();
  closed.setAttribute('color', new BufferAttribute(colours.slice(), 4, true));
  closed.setAttribute('elementId', new BufferAttribute(new Float32Array(3), 1));
  bakeFaceColours(closed);
  const closedInstance = new InstancedMesh(single, materials.instancedClosed, 1);
  closedInstance.instanceColor = instance.instanceColor;
  return [
    new Mesh(merged, materials.merged[0]),
    new Mesh(closed, materials.closed),
    instance,
    closedInstance,
  ];
}
