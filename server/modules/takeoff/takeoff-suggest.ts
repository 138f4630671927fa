import { words } from '../catalogue/search-text';

/**
 * Which catalogue categories (their English names in server/modules/reference/categories.data.ts,
 * top level or sub-category) fit an IFC class: the first fits best. Subtypes and the
 * `StandardCase`/`ElementedCase` variants fall back on their base class.
 */
const categoriesByClass: Record<string, readonly string[]> = {
  ifcwall: [
    'Blocks and bricks',
    'Concrete and mortars',
    'Precast concrete',
    'Plaster and plasterboard',
    'Structural work',
  ],
  ifccurtainwall: ['Curtain walls', 'Glazing', 'Envelope and façades'],
  ifcdoor: ['Interior doors', 'Fire doors', 'Doors and windows', 'Ironmongery'],
  ifcwindow: ['Windows', 'Glazing', 'Shutters and blinds', 'Doors and windows'],
  ifcslab: [
    'Concrete and mortars',
    'Precast concrete',
    'Reinforcing steel',
    'Structural work',
    'Floor and wall tiles',
    'Floor coverings',
  ],
  ifcroof: ['Roofing', 'Roof tiles', 'Metal roofing', 'Flat roofs', 'Waterproofing'],
  ifcbeam: ['Structural steel', 'Structural timber', 'Precast concrete', 'Concrete and mortars'],
  ifccolumn: ['Concrete and mortars', 'Precast concrete', 'Structural steel', 'Reinforcing steel'],
  ifcmember: ['Structural steel', 'Structural timber'],
  ifcfooting: ['Concrete and mortars', 'Reinforcing steel', 'Cement and binders'],
  ifcpile: ['Concrete and mortars', 'Reinforcing steel'],
  ifcstair: ['Precast concrete', 'Concrete and mortars', 'Floor and wall tiles'],
  ifcstairflight: ['Precast concrete', 'Concrete and mortars', 'Floor and wall tiles'],
  ifcramp: ['Concrete and mortars', 'Precast concrete'],
  ifcrailing: ['Fences and gates', 'Structural steel'],
  ifccovering: [
    'Floor and wall tiles',
    'Floor coverings',
    'Suspended ceilings',
    'Wall coverings',
    'Paints and coatings',
    'Thermal insulation',
    'Roofing',
  ],
  ifcplate: ['Cladding', 'Glazing', 'Structural steel'],
  ifcsanitaryterminal: ['Sanitary ware', 'Taps and valves'],
  ifcflowterminal: ['Sanitary ware', 'Taps and valves', 'Ducts and diffusers'],
  ifcpipesegment: ['Pipes and fittings', 'Drainage and sewerage'],
  ifcpipefitting: ['Pipes and fittings', 'Drainage and sewerage'],
  ifcductsegment: ['Ducts and diffusers', 'Ventilation'],
  ifcductfitting: ['Ducts and diffusers', 'Ventilation'],
  ifcairterminal: ['Ducts and diffusers', 'Ventilation', 'Air conditioning'],
  ifclightfixture: ['Lighting'],
  ifclamp: ['Lighting'],
  ifccablesegment: ['Cables and conduits'],
  ifccablecarriersegment: ['Cables and conduits'],
  ifcelectricdistributionboard: ['Switchboards and protection'],
  ifcoutlet: ['Switches and sockets'],
  ifcswitchingdevice: ['Switches and sockets'],
  ifcspaceheater: ['Boilers and radiators'],
  ifcboiler: ['Boilers and radiators'],
  ifcfurniture: ['Furniture', 'Fitted kitchens'],
  ifcfurnishingelement: ['Furniture', 'Fitted kitchens'],
  ifctransportelement: ['Lifts and escalators'],
  ifcshadingdevice: ['Shutters and blinds'],
};

/** Words for what an IFC class is, in the catalogue's languages, for name matching. */
const classWords: Record<string, string> = {
  ifcwall: 'mur wall cloison brique bloc parpaing',
  ifccurtainwall: 'mur rideau curtain wall',
  ifcdoor: 'porte door',
  ifcwindow: 'fenetre window',
  ifcslab: 'dalle slab plancher hourdis',
  ifcroof: 'toiture roof',
  ifcbeam: 'poutre beam',
  ifccolumn: 'poteau column',
  ifcstair: 'escalier stair',
  ifcrailing: 'garde corps railing',
  ifccovering: 'revetement carrelage covering',
  ifcpipesegment: 'tube tuyau pipe',
};

/** `IfcWallStandardCase` → `ifcwall`. */
export function baseClass(ifcClass: string): string {
  return ifcClass
    .toLowerCase()
    .replace(/(standardcase|elementedcase)$/, '')
    .replace(/type$/, '');
}

export const categoryNamesFor = (ifcClass: string): readonly string[] =>
  categoriesByClass[baseClass(ifcClass)] ?? [];

/** The words a group's class and name bring to the name match (normalised, stemmed). */
export function groupWords(ifcClass: string, name: string | undefined): string[] {
  const w = [...words(classWords[baseClass(ifcClass)] ?? ''), ...words(name ?? '')];
  return [...new Set(w.filter((x) => x.length >= 3 && !/^\d+$/.test(x)))].slice(0, 12);
}

export type Candidate = {
  id: string;
  categoryNames: (string | null)[];
  text: string;
  publishedAt: Date | null;
};
export type Ranked = {
  id: string;
  reason: 'remembered' | 'previous' | 'category' | 'name';
  score: number;
};

/**
 * Ranks candidates: the product remembered for this group (1000), then those chosen for other
 * groups of the project (500), then by category fit (100 for the class's best category, less
 * for the next ones) plus name and tag words in common (10 each); ties by newest.
 */
export function rankCandidates(
  candidates: Candidate[],
  ifcClass: string,
  name: string | undefined,
  remembered: string | null,
  previous: ReadonlySet<string>,
): Ranked[] {
  const fits = categoryNamesFor(ifcClass);
  const query = groupWords(ifcClass, name);
  const ranked = candidates.map((c) => {
    const own = new Set(words(c.text));
    const wordScore = query.filter((w) => own.has(w)).length * 10;
    const ranks = c.categoryNames.map((n) => (n ? fits.indexOf(n) : -1)).filter((i) => i >= 0);
    const categoryScore = ranks.length ? 100 - Math.min(...ranks) * 10 : 0;
    const reason: Ranked['reason'] =
      c.id === remembered
        ? 'remembered'
        : previous.has(c.id)
          ? 'previous'
          : categoryScore > 0
            ? 'category'
            : 'name';
    const bonus = reason === 'remembered' ? 1000 : reason === 'previous' ? 500 : 0;
    return { c, ranked: { id: c.id, reason, score: bonus + categoryScore + wordScore } };
  });
  return ranked
    .filter((r) => r.ranked.score > 0)
    .sort(
      (a, b) =>
        b.ranked.score - a.ranked.score ||
        (b.c.publishedAt?.getTime() ?? 0) - (a.c.publishedAt?.getTime() ?? 0) ||
        a.c.id.localeCompare(b.c.id),
    )
    .map((r) => r.ranked);
}
