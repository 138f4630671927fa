import { and, asc, eq } from 'drizzle-orm';
import type { OrderLineInput } from '../../../src/api/contract/orders';
import { quantityInUnit, type TakeoffSource } from '../../../src/api/contract/takeoff';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { files } from '../../db/schema/files';
import { stableGlobalId } from '../../lib/ifc-model-factory';
import { officeWalls } from '../projects/demo.seed';

const M = 1000;

/**
 * The lines of the demo order measured in « Résidence Les Oliviers »'s model (issue 20): its
 * IFC, version 1, is built by server/modules/projects/demo.seed.ts with stable GlobalIds (from
 * each wall's name), so they are known here without reading the model. The room's four walls
 * are ordered as ready-mix concrete by volume (length × thickness × height: not in the model's
 * quantity sets, so computed from the geometry), the office's three walls as a product sold by
 * the m² (Qto_WallBaseQuantities' Length × Height). Null when the file or fab@'s products are
 * missing.
 */
export async function demoTakeoffLines(
  db: Db,
  fabId: string,
  projectId: string,
): Promise<OrderLineInput[] | null> {
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.projectId, projectId), eq(files.name, 'Oliviers-ARC.ifc')));
  const byUnit = async (unit: 'm2' | 'm3') =>
    (
      await db
        .select()
        .from(products)
        .where(
          and(
            eq(products.manufacturerId, fabId),
            eq(products.status, 'published'),
            eq(products.unit, unit),
          ),
        )
        .orderBy(asc(products.reference))
        .limit(1)
    )[0];
  const [concrete, cover] = [await byUnit('m3'), await byUnit('m2')];
  if (!file || !concrete || !cover) return null;
  const walls = officeWalls('REI 30');
  const room = walls.filter((w) => !w.name.startsWith('Mur bureau'));
  const office = walls.filter((w) => w.name.startsWith('Mur bureau'));
  const sum = (list: typeof walls, f: (w: (typeof walls)[number]) => number) =>
    Math.round(list.reduce((s, w) => s + f(w), 0) * 1000) / 1000;
  const source = (
    list: typeof walls,
    over: Pick<TakeoffSource, 'quantity_kind' | 'measured' | 'computed' | 'waste_percent'>,
  ): TakeoffSource => ({
    file_id: file.id,
    version: 1,
    global_ids: list.map((w) => stableGlobalId(`wall:${w.name}`)),
    group: { ifc_class: 'IfcWall', name: null, key: 'IfcWall|' },
    ...over,
  });
  const volume = source(room, {
    quantity_kind: 'volume',
    measured: sum(room, (w) => (w.length / M) * (w.thickness / M) * (w.height / M)),
    computed: true,
    waste_percent: 5,
  });
  const area = source(office, {
    quantity_kind: 'area',
    measured: sum(office, (w) => (w.length / M) * (w.height / M)),
    computed: false,
    waste_percent: 10,
  });
  const line = (productId: string, unit: 'm2' | 'm3', src: TakeoffSource): OrderLineInput => ({
    product_id: productId,
    quantity: quantityInUnit(src.measured, src.quantity_kind, unit, src.waste_percent) ?? 1,
    note: null,
    source: src,
  });
  return [line(concrete.id, 'm3', volume), line(cover.id, 'm2', area)];
}
