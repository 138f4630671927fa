import {
  BufferAttribute,
  BufferGeometry,
  InstancedBufferAttribute,
  InstancedMesh,
  type Material,
  Matrix4,
  Mesh,
} from 'three';
import type { InstanceBlock, MergedChunk, TemplateGeometry } from '@/ifc/geometry-batch';
import { sortForCulling } from './face-culling';
import type { IfcMaterials } from './ifc-materials';
import { shareCorners } from './shared-corners';
import { bakeFaceColours } from '../scene/vertex-colour';

/**
 * The worker's geometry batches as three.js meshes (ifc-model.ts adds them to the scene):
 * merged chunks, templates and their instances, with the closed elements' triangles drawn
 * one-sided (face-culling.ts).
 */

/** A template's geometry, its triangles sorted for culling; `userData.closed` when all are. */
export function templateGeometry(t: TemplateGeometry): BufferGeometry {
  const g = new BufferGeometry();
  const ids = new Float32Array(t.positions.length / 3);
  const sorted = sortForCulling(t.positions, t.normals, ids, t.indices);
  g.userData['closed'] = sorted.closed > 0 && sorted.closed === sorted.indices.length;
  g.setAttribute('position', new BufferAttribute(t.positions, 3));
  g.setAttribute('normal', new BufferAttribute(t.normals, 3, true));
  g.setIndex(
    new BufferAttribute(shareCorners(t.positions, t.normals, null, null, sorted.indices), 1),
  );
  g.computeBoundingBox();
  g.computeBoundingSphere();
  return g;
}

/** A merged chunk as one mesh; its geometry's bounding box is computed. */
export function mergedMesh(chunk: MergedChunk, materials: IfcMaterials): Mesh {
  const g = new BufferGeometry();
  // Opaque: closed elements' triangles first, drawn one-sided (face-culling.ts), then the rest.
  const sorted = chunk.transparent
    ? { indices: chunk.indices, closed: 0 }
    : sortForCulling(chunk.positions, chunk.normals, chunk.elementIds, chunk.indices);
  g.setAttribute('position', new BufferAttribute(chunk.positions, 3));
  g.setAttribute('normal', new BufferAttribute(chunk.normals, 3, true));
  g.setAttribute('color', new BufferAttribute(chunk.colors, 4, true));
  g.setAttribute('elementId', new BufferAttribute(chunk.elementIds, 1));
  // Each vertex's final colour for an element in no state (vertex-colour.ts).
  bakeFaceColours(g);
  const shared = shareCorners(
    chunk.positions,
    chunk.normals,
    chunk.colors,
    chunk.elementIds,
    sorted.indices,
  );
  g.setIndex(new BufferAttribute(shared, 1));
  g.computeBoundingBox();
  g.computeBoundingSphere();
  const open = materials.merged[chunk.transparent ? 1 : 0]!;
  let material: Material | Material[] = open;
  if (sorted.closed === sorted.indices.length) material = materials.closed;
  else if (sorted.closed > 0) {
    g.addGroup(0, sorted.closed, 0);
    g.addGroup(sorted.closed, sorted.indices.length - sorted.closed, 1);
    material = [materials.closed, open];
  }
  const mesh = new Mesh(g, material);
  mesh.matrixAutoUpdate = false;
  if (chunk.transparent) mesh.renderOrder = 1;
  return mesh;
}

const placement = new Matrix4();

/**
 * A block's instances of `template` as one instanced mesh, or, for an opaque block of a closed
 * template (face-culling.ts), drawn one-sided: those placed as is and those placed mirrored
 * (their triangles turn inside out: drawn with the template's triangles turned round) in two
 * meshes. Each mesh's bounding box is computed.
 */
export function instancedMeshes(
  block: InstanceBlock,
  template: BufferGeometry,
  materials: IfcMaterials,
): InstancedMesh[] {
  const index = template.getIndex()!;
  if (block.transparent || !template.userData['closed']) {
    const material = materials.instanced[block.transparent ? 1 : 0]!;
    return [instances(template, index, block, null, material)];
  }
  const mirrored: number[] = [];
  const straight: number[] = [];
  for (let i = 0; i < block.elementIds.length; i++) {
    const det = placement.fromArray(block.matrices, i * 16).determinant();
    (det < 0 ? mirrored : straight).push(i);
  }
  const material = materials.instancedClosed;
  if (mirrored.length === 0) return [instances(template, index, block, null, material)];
  return [
    ...(straight.length > 0 ? [instances(template, index, block, straight, material)] : []),
    instances(template, turnedRound(template), block, mirrored, material),
  ];
}

/** One instanced mesh of `block`'s instances (`only` those, when given) with `index`. */
function instances(
  template: BufferGeometry,
  index: BufferAttribute,
  block: InstanceBlock,
  only: number[] | null,
  material: Material,
): InstancedMesh {
  const pick = <T extends Float32Array | Uint8Array>(src: T, size: number): T => {
    if (!only) return src;
    const out = new (src.constructor as new (n: number) => T)(only.length * size);
    only.forEach((i, k) => out.set(src.subarray(i * size, i * size + size), k * size));
    return out;
  };
  const elementIds = pick(block.elementIds, 1);
  const blockColors = pick(block.colors, 4);
  const count = elementIds.length;
  // Instances of one template share its vertex buffers; each block has its own per-instance data.
  const g = new BufferGeometry();
  for (const name of ['position', 'normal'] as const)
    g.setAttribute(name, template.getAttribute(name));
  g.setIndex(index);
  g.boundingBox = template.boundingBox;
  g.boundingSphere = template.boundingSphere;
  // Picking builds one bounds tree per template and shares it (picking.ts).
  g.userData['template'] = template;
  g.setAttribute('instanceElementId', new InstancedBufferAttribute(elementIds, 1));
  const mesh = new InstancedMesh(g, material, count);
  mesh.instanceMatrix = new InstancedBufferAttribute(pick(block.matrices, 16), 16);
  const colors = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    colors[i * 3] = blockColors[i * 4]! / 255;
    colors[i * 3 + 1] = blockColors[i * 4 + 1]! / 255;
    colors[i * 3 + 2] = blockColors[i * 4 + 2]! / 255;
  }
  mesh.instanceColor = new InstancedBufferAttribute(colors, 3);
  if (block.transparent) {
    material.opacity = (blockColors[3] ?? 255) / 255;
    mesh.renderOrder = 1;
  }
  mesh.matrixAutoUpdate = false;
  mesh.computeBoundingBox();
  mesh.computeBoundingSphere();
  return mesh;
}

/**
 * The template's triangles turned round (for its mirrored placements), made once: the first two
 * corners swapped, so that the last, whose vertex gives the face its colour (shared-corners.ts),
 * stays last.
 */
function turnedRound(template: BufferGeometry): BufferAttribute {
  const cached = template.userData['turnedRound'] as BufferAttribute | undefined;
  if (cached) return cached;
  const src = template.getIndex()!.array;
  const out = new Uint32Array(src.length);
  for (let t = 0; t < src.length; t += 3) {
    out[t] = src[t + 1]!;
    out[t + 1] = src[t]!;
    out[t + 2] = src[t + 2]!;
  }
  const index = new BufferAttribute(out, 1);
  template.userData['turnedRound'] = index;
  return index;
}
