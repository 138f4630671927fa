/**
 * Triangle indices rewritten so that a triangle's corners share vertices with its neighbours',
 * for fewer vertex-shader runs per frame. The model's materials colour a face from one vertex
 * only (`flat`, the triangle's last: scene/vertex-colour.ts); its other two corners give nothing
 * but a position and an element (whose state hides it). Flat-shaded IFC geometry repeats every
 * position once per face (a face's own normal), so a closed solid draws about two vertices per
 * triangle; with the first two corners taken from any vertex of the same element at the same
 * position, and each triangle turned (same winding) so that its last corner is the vertex its
 * face already used, about one and a quarter (ISSUE_021, Office_A: a CPU rasteriser's vertex
 * cache of SwiftShader's shape, simulated).
 *
 * The picture does not change: positions, windings and each face's normal and colour stay. A
 * triangle whose three vertices differ in normal or colour keeps its last corner as it was.
 * Vertices are not removed (picking and snapping read the same positions through the index).
 */
export function shareCorners(
  positions: Float32Array,
  normals: Int8Array,
  colors: Uint8Array | null,
  elementIds: Float32Array | null,
  indices: Uint32Array,
): Uint32Array {
  const vertices = positions.length / 3;
  // A vertex's shade as two integers: its normal's bytes, its colour's.
  const normalKey = new Int32Array(vertices);
  const colourKey = new Int32Array(vertices);
  for (let v = 0; v < vertices; v++) {
    normalKey[v] =
      (normals[v * 3]! & 255) |
      ((normals[v * 3 + 1]! & 255) << 8) |
      ((normals[v * 3 + 2]! & 255) << 16);
    if (colors)
      colourKey[v] =
        colors[v * 4]! |
        (colors[v * 4 + 1]! << 8) |
        (colors[v * 4 + 2]! << 16) |
        (colors[v * 4 + 3]! << 24);
  }
  const { atPlace, withShade } = canonical(positions, elementIds, normalKey, colourKey);
  const out = new Uint32Array(indices.length);
  for (let t = 0; t < indices.length; t += 3) {
    let a = indices[t]!;
    let b = indices[t + 1]!;
    let c = indices[t + 2]!;
    if (
      normalKey[a] === normalKey[b] &&
      normalKey[b] === normalKey[c] &&
      colourKey[a] === colourKey[b] &&
      colourKey[b] === colourKey[c]
    ) {
      // Any corner may give the face's colour: the one its face's other triangles likely use.
      const fa = withShade[a]!;
      const fb = withShade[b]!;
      const fc = withShade[c]!;
      if (fa < fb && fa < fc) [a, b, c] = [b, c, a];
      else if (fb < fc) [a, b, c] = [c, a, b];
    }
    out[t] = atPlace[a]!;
    out[t + 1] = atPlace[b]!;
    out[t + 2] = withShade[c]!;
  }
  return out;
}

/**
 * Per vertex, the first vertex of its element at its place (`atPlace`), and the first with its
 * shade too (`withShade`). A merged chunk holds each element's vertices in one run (the batcher
 * appends them element by element), so each run is looked through in a small table of its own.
 */
function canonical(
  positions: Float32Array,
  elementIds: Float32Array | null,
  normalKey: Int32Array,
  colourKey: Int32Array,
): { atPlace: Uint32Array; withShade: Uint32Array } {
  const vertices = positions.length / 3;
  const bits = new Uint32Array(positions.buffer, positions.byteOffset, positions.length);
  const atPlace = new Uint32Array(vertices);
  const withShade = new Uint32Array(vertices);
  let capacity = 16;
  const longest = elementIds ? longestRun(elementIds) : vertices;
  while (capacity < longest * 2) capacity *= 2;
  const slots = new Int32Array(capacity);
  // Which table filled a slot: tables are told apart without clearing.
  const owner = new Int32Array(capacity);
  let table = 0;
  for (let start = 0; start < vertices;) {
    let end = start + 1;
    if (elementIds) while (end < vertices && elementIds[end] === elementIds[start]) end++;
    else end = vertices;
    let size = 16;
    while (size < (end - start) * 2) size *= 2;
    const mask = size - 1;
    table++;
    for (let v = start; v < end; v++) {
      const x = positions[v * 3];
      const y = positions[v * 3 + 1];
      const z = positions[v * 3 + 2];
      let slot =
        mix(
          Math.imul(bits[v * 3]!, 0x9e3779b1) ^
            Math.imul(bits[v * 3 + 1]!, 0x85ebca77) ^
            Math.imul(bits[v * 3 + 2]!, 0xc2b2ae3d),
        ) & mask;
      for (;;) {
        if (owner[slot] !== table) {
          owner[slot] = table;
          slots[slot] = v;
          atPlace[v] = v;
          break;
        }
        const u = slots[slot]!;
        if (positions[u * 3] === x && positions[u * 3 + 1] === y && positions[u * 3 + 2] === z) {
          atPlace[v] = u;
          break;
        }
        slot = (slot + 1) & mask;
      }
    }
    table++;
    for (let v = start; v < end; v++) {
      const p = atPlace[v]!;
      let slot =
        mix(Math.imul(p, 0x9e3779b1) ^ Math.imul(normalKey[v]!, 0x85ebca77) ^ colourKey[v]!) & mask;
      for (;;) {
        if (owner[slot] !== table) {
          owner[slot] = table;
          slots[slot] = v;
          withShade[v] = v;
          break;
        }
        const u = slots[slot]!;
        if (atPlace[u] === p && normalKey[u] === normalKey[v] && colourKey[u] === colourKey[v]) {
          withShade[v] = u;
          break;
        }
        slot = (slot + 1) & mask;
      }
    }
    start = end;
  }
  return { atPlace, withShade };
}

function longestRun(elementIds: Float32Array): number {
  let longest = 0;
  for (let start = 0; start < elementIds.length;) {
    let end = start + 1;
    while (end < elementIds.length && elementIds[end] === elementIds[start]) end++;
    longest = Math.max(longest, end - start);
    start = end;
  }
  return longest;
}

/** Murmur3's finaliser: every bit of `h` moves the low bits a table slot is taken from. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
