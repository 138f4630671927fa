import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  FrontSide,
  InstancedBufferAttribute,
  InstancedMesh,
  type Material,
  Mesh,
  type MeshBasicMaterial,
  NoBlending,
  NormalBlending,
  Points,
  type Object3D,
  type Plane,
  type Side,
  SRGBColorSpace,
} from 'three';
import { ElementStates } from '../scene/element-states';
import { sceneBackground } from '../scene/renderer';
import { bakeFaceColours, bakedColourMaterial, vertexColourMaterial } from '../scene/vertex-colour';

export type IfcMaterials = {
  merged: MeshBasicMaterial[];
  instanced: MeshBasicMaterial[];
  /** Merged opaque geometry of closed elements, faces turned outwards: back faces culled. */
  closed: MeshBasicMaterial;
  /** Instances of a closed template, opaque: back faces culled. */
  instancedClosed: MeshBasicMaterial;
  /**
   * What draws opaque merged geometry (and the boxes) of elements in no state: `merged[0]` and
   * `closed` in their plain program (`bakedColourMaterial`), which reads no state.
   */
  plain: MeshBasicMaterial;
  plainClosed: MeshBasicMaterial;
  /** Specks of elements in no state, as points (coarse-boxes.ts). */
  plainPoints: MeshBasicMaterial;
};

/** The plain counterpart of an opaque merged material (`closed` or `merged[0]`); others as is. */
export function plainOf(materials: IfcMaterials, material: Material): Material {
  if (material === materials.closed) return materials.plainClosed;
  if (material === materials.merged[0]) return materials.plain;
  return material;
}

/** Every material of the model, to dispose of. */
export function allMaterials(materials: IfcMaterials): MeshBasicMaterial[] {
  return [
    ...materials.merged,
    ...materials.instanced,
    materials.closed,
    materials.instancedClosed,
    materials.plain,
    materials.plainClosed,
    materials.plainPoints,
  ];
}

/**
 * The model's materials, [opaque, transparent] for merged geometry (colour per vertex) and for
 * instances (colour per instance). Opaque materials draw without blending rather than with
 * three.js's opaque variant, which would only force alpha to 1 (their colours' alpha is 1
 * already) at the cost of a shader program of its own; transparent ones draw both faces in one
 * pass, as opaque ones do, rather than three.js's back-then-front passes, which need two more
 * programs (one per face) for glazing that is flat anyway. Merged opaque geometry of closed
 * elements (`face-culling.ts`) draws its front faces only: on a CPU rasteriser, back faces drawn
 * before the front ones cost as much again (Office_A: about 40 % of a frame); while slice planes
 * cut the model open it draws both (its program changes anyway with the planes' count). Opaque
 * merged geometry of elements in no state draws through its plain program (`plain`,
 * `plainClosed`), and specks of them as points (`plainPoints`, coarse-boxes.ts). A model thus needs
 * seven programs: merged, plain and instanced, each one-sided and double-sided, and points.
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
  const plain = (side: Side) =>
    bakedColourMaterial(
      { transparent: false, blending: NoBlending, side, forceSinglePass: true },
      clippingPlanes,
    );
  const oneSided = (material: MeshBasicMaterial) => {
    material.onBeforeRender = () => {
      const side = clippingPlanes.length > 0 ? DoubleSide : FrontSide;
      if (material.side === side) return;
      material.side = side;
      material.needsUpdate = true;
    };
    return material;
  };
  return {
    merged: [make(true, false), make(true, true)],
    instanced: [make(false, false), make(false, true)],
    closed: oneSided(make(true, false, FrontSide)),
    instancedClosed: oneSided(make(false, false, FrontSide)),
    plain: plain(DoubleSide),
    plainClosed: oneSided(plain(FrontSide)),
    plainPoints: bakedColourMaterial(
      { transparent: false, blending: NoBlending, side: FrontSide },
      clippingPlanes,
      true,
    ),
  };
}

/** The scene's background, in sRGB bytes, opaque. */
const background = new Color(sceneBackground).getRGB({ r: 0, g: 0, b: 0 }, SRGBColorSpace);
const warmupColour = [background.r, background.g, background.b, 1].map((c) => Math.round(c * 255));

/**
 * One triangle of merged geometry and one instance, with the vertex layouts of real batches and
 * materials made as a model's (one-sided and double-sided): drawn once by the renderer as soon as it exists
 * (`prepareRenderer`), they compile and link a model's shader programs, and a software
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
    new Mesh(merged, materials.plain),
    new Mesh(closed, materials.plainClosed),
    new Points(merged, materials.plainPoints),
    instance,
    closedInstance,
  ];
}
