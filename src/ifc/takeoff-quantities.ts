import type { PropertyGroup } from '../api/contract/element-data';

/**
 * What the take-off reads for one element: its type's name (or ObjectType) to group it with its
 * kind, and its quantity sets (IfcElementQuantity: Qto_…BaseQuantities and any other), values in
 * SI (m, m², m³) as `ifc-properties.ts` converts them.
 */
export type ElementTakeoffInfo = { typeName: string; quantities: PropertyGroup[] };

export type MeasureKind = 'length' | 'area' | 'volume';
/** One quantity of one element: from the model's quantity sets (its name), or computed. */
export type Measure =
  { value: number; source: 'model'; name: string } | { value: number; source: 'computed' };
export type ElementMeasures = Partial<Record<MeasureKind, Measure>>;

const unitOf = { length: 'm', area: 'm2', volume: 'm3' } as const;

/**
 * The quantity names preferred per IFC class family, best first (IFC4 Qto_*BaseQuantities names,
 * which IFC2X3 exporters also write in their "BaseQuantities" sets):
 * - walls and curtain walls: NetSideArea (one face, openings deducted) before GrossSideArea, the
 *   wall's Length, NetVolume before GrossVolume;
 * - slabs, roofs, coverings, plates: NetArea before GrossArea (the top face), the slab's Length /
 *   Perimeter, NetVolume;
 * - beams, columns, members, piles, railings, segments (linear elements): Length, the painted
 *   OuterSurfaceArea, NetVolume;
 * - doors and windows: Area (the opening's face), Width as their length;
 * - spaces: NetFloorArea before GrossFloorArea, Height, NetVolume;
 * - any other class: a name starting with Net, then Gross, then any of the right dimension.
 * Net before gross everywhere: what is built, not the envelope before openings and cuts.
 */
const families: { match: RegExp; prefer: Record<MeasureKind, string[]> }[] = [
  {
    match: /^Ifc(Wall|CurtainWall)/,
    prefer: {
      area: ['NetSideArea', 'GrossSideArea', 'NetArea', 'GrossArea'],
      length: ['Length'],
      volume: ['NetVolume', 'GrossVolume'],
    },
  },
  {
    match: /^Ifc(Slab|Roof|Covering|Plate)/,
    prefer: {
      area: ['NetArea', 'GrossArea', 'NetSurfaceArea'],
      length: ['Length', 'Perimeter'],
      volume: ['NetVolume', 'GrossVolume'],
    },
  },
  {
    match: /^Ifc(Beam|Column|Member|Pile|Railing|PipeSegment|DuctSegment|CableCarrierSegment|Rail)/,
    prefer: {
      area: ['OuterSurfaceArea', 'NetSurfaceArea', 'GrossSurfaceArea', 'CrossSectionArea'],
      length: ['Length'],
      volume: ['NetVolume', 'GrossVolume'],
    },
  },
  {
    match: /^Ifc(Door|Window)/,
    prefer: { area: ['Area'], length: ['Width'], volume: [] },
  },
  {
    match: /^IfcSpace/,
    prefer: {
      area: ['NetFloorArea', 'GrossFloorArea'],
      length: ['Height', 'FinishCeilingHeight'],
      volume: ['NetVolume', 'GrossVolume'],
    },
  },
];

/** The element's length, area and volume from its quantity sets; kinds it has none of are absent. */
export function pickQuantities(ifcClass: string, groups: PropertyGroup[]): ElementMeasures {
  const prefer = families.find((f) => f.match.test(ifcClass))?.prefer;
  const out: ElementMeasures = {};
  for (const kind of ['length', 'area', 'volume'] as const) {
    const candidates = groups.flatMap((g) =>
      g.properties.filter(
        (p): p is typeof p & { value: number } =>
          p.unit === unitOf[kind] && typeof p.value === 'number' && Number.isFinite(p.value),
      ),
    );
    if (candidates.length === 0) continue;
    const ranked = [
      ...(prefer?.[kind] ?? []).map((name) => candidates.find((p) => p.name === name)),
      candidates.find((p) => p.name.startsWith('Net')),
      candidates.find((p) => p.name.startsWith('Gross')),
      candidates[0],
    ];
    const chosen = ranked.find((p) => p !== undefined)!;
    out[kind] = { value: chosen.value, source: 'model', name: chosen.name };
  }
  return out;
}
