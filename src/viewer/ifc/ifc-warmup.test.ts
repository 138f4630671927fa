import { IfcAPI, LogLevel } from 'web-ifc';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmUp, warmupRounds } from './ifc-warmup';
import { warmupIfc } from './warmup-building';

let api: IfcAPI;

beforeAll(async () => {
  api = new IfcAPI();
  await api.Init();
  api.SetLogLevel(LogLevel.LOG_LEVEL_OFF);
});

/** Per IFC class, the elements web-ifc streams with geometry, and their triangles. */
function stream(bytes: Uint8Array) {
  const id = api.OpenModel(bytes, { COORDINATE_TO_ORIGIN: true });
  expect(id).toBeGreaterThanOrEqual(0);
  const elements = new Map<string, number>();
  const triangles = new Map<string, number>();
  api.StreamAllMeshes(id, (mesh) => {
    const type = api.GetNameFromTypeCode(api.GetLineType(id, mesh.expressID));
    elements.set(type, (elements.get(type) ?? 0) + 1);
    const placed = mesh.geometries;
    for (let i = 0; i < placed.size(); i++) {
      const geometry = api.GetGeometry(id, placed.get(i).geometryExpressID);
      triangles.set(type, (triangles.get(type) ?? 0) + geometry.GetIndexDataSize() / 3);
      geometry.delete();
    }
  });
  api.CloseModel(id);
  return { elements, triangles };
}

describe('the generated warm-up building', () => {
  it('streams every kind of element it is made of, with geometry', () => {
    const { elements } = stream(warmupIfc({ storeys: 1, rooms: 2 }));
    // One storey of 2 × 2 rooms: 6 walls with a door or window per room along each.
    expect(Object.fromEntries(elements)).toEqual({
      IfcSlab: 1,
      IfcWall: 6,
      IfcDoor: 6,
      IfcWindow: 6,
      IfcColumn: 9,
      IfcBeam: 3,
      IfcFurniture: 16,
      IfcLightFixture: 4,
    });
  });

  it('cuts the openings out of the walls (booleans run) and clips walls by half-spaces', () => {
    const { elements, triangles } = stream(warmupIfc({ storeys: 1, rooms: 1 }));
    // An uncut box has 12 triangles; each wall here has two openings cut through.
    const perWall = (triangles.get('IfcWall') ?? 0) / (elements.get('IfcWall') ?? 1);
    expect(perWall).toBeGreaterThan(12 * 2);
  });

  it('grows with its size', () => {
    const small = stream(warmupIfc({ storeys: 1, rooms: 1 }));
    const large = stream(warmupIfc({ storeys: 2, rooms: 3 }));
    const count = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    expect(count(large.elements)).toBeGreaterThan(count(small.elements) * 4);
  });
});

describe('warmUp', () => {
  it('runs every round when no file arrives, and leaves no model open', async () => {
    // Without a time budget: on a busy machine the 1.5 s one may end the rounds early.
    expect(await warmUp(api, () => false, Infinity)).toBe(warmupRounds.length);
    const next = api.OpenModel(warmupIfc({ storeys: 1, rooms: 1 }));
    expect(next).toBeGreaterThanOrEqual(warmupRounds.length);
    for (let id = 0; id < next; id++) expect(api.IsModelOpen(id)).toBe(false);
    api.CloseModel(next);
  });

  it('starts no round once its time budget is spent', async () => {
    expect(await warmUp(api, () => false, -1)).toBe(0);
  });

  it('stops between rounds as soon as a file is waiting', async () => {
    let rounds = 0;
    const done = await warmUp(api, () => rounds++ >= 2, Infinity);
    expect(done).toBe(2);
  });

  it('asks before each round whether a round of that size (as long as the last one) may start', async () => {
    const asked: number[] = [];
    const done = await warmUp(api, (roundMs) => asked.push(roundMs) > 4, Infinity);
    expect(done).toBe(4);
    // The first round of each size is unknown (a cold round's guess), later ones were measured.
    expect(asked[0]).toBe(asked[2]);
    expect(asked[1]).not.toBe(asked[0]);
    expect(asked[1]).toBeGreaterThan(0);
    expect(warmupRounds[2]).not.toBe(warmupRounds[0]);
  });

  it('never throws: a broken API ends the warm-up quietly', async () => {
    const broken = {
      OpenModel: () => {
        throw new Error('boom');
      },
    } as unknown as IfcAPI;
    await expect(warmUp(broken, () => false)).resolves.toBe(0);
  });
});
