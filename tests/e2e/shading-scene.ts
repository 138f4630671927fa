/**
 * A page-side scene for viewer-shading.spec.ts (bundled with esbuild, run in Chromium on
 * SwiftShader): tilted squares, one element each, in a row, drawn once with the IFC model's
 * vertex-coloured material and once with the per-pixel reference it replaces (a Lambert material
 * lit by the scene's lights, the element states applied per pixel as the OBJ viewer does), and
 * the colour read back at each square's centre, in sRGB bytes.
 */
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  DoubleSide,
  InstancedBufferAttribute,
  InstancedMesh,
  type Material,
  Matrix4,
  Mesh,
  MeshLambertMaterial,
  OrthographicCamera,
  Quaternion,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { patchElementMaterial } from '@/viewer/scene/element-material';
import { ElementStates, HIDDEN, HOVERED, SELECTED } from '@/viewer/scene/element-states';
import { createLights } from '@/viewer/scene/lights';
import {
  bakeFaceColours,
  bakedColourMaterial,
  vertexColourMaterial,
} from '@/viewer/scene/vertex-colour';

export type ShadingCase = {
  /** Flags of element-states.ts, and an override colour with COLORED. */
  flags: number;
  rgb?: [number, number, number];
  /** The square's turn about Y and X, radians; beyond ±π/2 about Y its back faces the camera. */
  yaw: number;
  pitch: number;
  /** Its colour (linear RGB, 0–1). */
  colour: [number, number, number];
};

export type ShadingResult = { ours: number[][]; reference: number[][]; background: number[] };

const SIZE = 64;
const background = '#eef1f5';

function square(c: ShadingCase, x: number): { positions: number[]; normal: Vector3 } {
  const q = new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), c.yaw);
  q.multiply(new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), c.pitch));
  const corners = [
    [-0.4, -0.4],
    [0.4, -0.4],
    [0.4, 0.4],
    [-0.4, 0.4],
  ].map(([u, v]) => new Vector3(u, v, 0).applyQuaternion(q).add(new Vector3(x, 0, 0)));
  return {
    positions: corners.flatMap((p) => p.toArray()),
    normal: new Vector3(0, 0, 1).applyQuaternion(q),
  };
}

/** All the cases as one merged geometry (per-vertex colour and element id). */
function merged(cases: ShadingCase[]): BufferGeometry {
  const positions: number[] = [];
  const normals: number[] = [];
  const colours: number[] = [];
  const ids: number[] = [];
  const index: number[] = [];
  cases.forEach((c, i) => {
    const s = square(c, i);
    positions.push(...s.positions);
    for (let k = 0; k < 4; k++) {
      normals.push(...s.normal.toArray().map((n) => Math.round(n * 127)));
      colours.push(...c.colour.map((v) => Math.round(v * 255)), 255);
      ids.push(i);
    }
    index.push(i * 4, i * 4 + 1, i * 4 + 2, i * 4, i * 4 + 2, i * 4 + 3);
  });
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  g.setAttribute('normal', new BufferAttribute(new Int8Array(normals), 3, true));
  g.setAttribute('color', new BufferAttribute(new Uint8Array(colours), 4, true));
  g.setAttribute('elementId', new BufferAttribute(new Float32Array(ids), 1));
  g.setIndex(index);
  // As the model's merged geometry: an element in no state takes its baked colour.
  bakeFaceColours(g);
  return g;
}

/** All the cases as instances of one square (per-instance colour, matrix and element id). */
function instanced(cases: ShadingCase[], material: Material): InstancedMesh {
  const s = square({ flags: 0, yaw: 0, pitch: 0, colour: [1, 1, 1] }, 0);
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(new Float32Array(s.positions), 3));
  g.setAttribute(
    'normal',
    new BufferAttribute(new Int8Array([0, 0, 127, 0, 0, 127, 0, 0, 127, 0, 0, 127]), 3, true),
  );
  g.setIndex([0, 1, 2, 0, 2, 3]);
  g.setAttribute(
    'instanceElementId',
    new InstancedBufferAttribute(new Float32Array(cases.map((_, i) => i)), 1),
  );
  const mesh = new InstancedMesh(g, material, cases.length);
  cases.forEach((c, i) => {
    const q = new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), c.yaw);
    q.multiply(new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), c.pitch));
    mesh.setMatrixAt(i, new Matrix4().compose(new Vector3(i, 0, 0), q, new Vector3(1, 1, 1)));
    mesh.setColorAt(i, new Color(...c.colour));
  });
  mesh.frustumCulled = false;
  return mesh;
}

function render(
  renderer: WebGLRenderer,
  cases: ShadingCase[],
  kind: ShadingKind,
  material: Material,
): number[][] {
  const scene = new Scene();
  scene.background = new Color(background);
  scene.add(...createLights());
  if (kind !== 'instanced') {
    const mesh = new Mesh(merged(cases), material);
    mesh.frustumCulled = false;
    scene.add(mesh);
  } else scene.add(instanced(cases, material));
  const camera = new OrthographicCamera(-0.5, cases.length - 0.5, 0.5, -0.5, -10, 10);
  renderer.setSize(SIZE * cases.length, SIZE, false);
  renderer.render(scene, camera);
  const gl = renderer.getContext();
  const px = new Uint8Array(4);
  return cases.map((_, i) => {
    gl.readPixels(Math.round(SIZE * (i + 0.5)), SIZE / 2, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    return [...px];
  });
}

/**
 * `merged`, `instanced`: the full material on merged geometry or instances; `plain`: merged
 * geometry through the plain program (`bakedColourMaterial`), which draws elements in no state.
 */
export type ShadingKind = 'merged' | 'instanced' | 'plain';

function shade(cases: ShadingCase[], kind: ShadingKind): ShadingResult {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  const renderer = new WebGLRenderer({ canvas, antialias: false, alpha: false });
  const states = new ElementStates();
  states.resize(cases.length);
  cases.forEach((c, i) => {
    if (c.rgb) states.color(i, c.rgb);
    for (const flag of [HIDDEN, SELECTED, HOVERED]) states.set(i, flag, (c.flags & flag) !== 0);
  });
  const vertexColors = kind !== 'instanced';
  const ours = render(
    renderer,
    cases,
    kind,
    kind === 'plain'
      ? bakedColourMaterial({ side: DoubleSide }, [])
      : vertexColourMaterial({ vertexColors, side: DoubleSide }, states, [], vertexColors),
  );
  const reference = render(
    renderer,
    cases,
    kind,
    patchElementMaterial(new MeshLambertMaterial({ vertexColors, side: DoubleSide }), states, []),
  );
  renderer.dispose();
  canvas.remove();
  // The background is cleared to its sRGB bytes as given.
  const hex = Number.parseInt(background.slice(1), 16);
  return { ours, reference, background: [hex >> 16, (hex >> 8) & 255, hex & 255, 255] };
}

declare global {
  interface Window {
    shade: typeof shade;
  }
}
window.shade = shade;
