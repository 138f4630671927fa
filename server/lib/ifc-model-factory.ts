/**
 * IFC models the project makes itself (web-ifc's writing API): the demo data's model and the
 * tests' models, so neither needs a third-party file.
 */
import { createHash } from 'node:crypto';
import { IFC4, IfcAPI, LogLevel } from 'web-ifc';

/** A straight wall: from `start` along +X (or +Y), in the model's length unit. */
export type WallSpec = {
  name: string;
  start: [number, number];
  length: number;
  thickness: number;
  height: number;
  along?: 'x' | 'y';
  /** Pset_WallCommon.FireRating, when given. */
  fireRating?: string;
};

export type ModelSpec = {
  /** Length unit of every coordinate and quantity: millimetres by default (as most exports). */
  unit?: 'mm' | 'm';
  project?: string;
  storey?: string;
  walls: WallSpec[];
  /**
   * GlobalIds made from the elements' names (the spatial structure's from its role), so two
   * files built from specs that share elements share their GlobalIds, as two versions of one
   * model exported twice do. Random otherwise.
   */
  stableIds?: boolean;
};

const IFC_BASE64 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** A valid GlobalId (22 characters of IFC's base 64, the first 0–3) derived from `key`. */
export function stableGlobalId(key: string): string {
  const bytes = createHash('sha256').update(key).digest();
  let id = IFC_BASE64[bytes[0]! % 4]!;
  for (let i = 1; i < 22; i++) id += IFC_BASE64[bytes[i]! % 64]!;
  return id;
}

/** A room of four walls, `width` × `depth` outside, 200 mm thick, 3 m high (millimetres). */
export function roomWalls(width = 5000, depth = 4000): WallSpec[] {
  const t = 200;
  const h = 3000;
  return [
    { name: 'Mur sud', start: [0, 0], length: width, thickness: t, height: h },
    { name: 'Mur nord', start: [0, depth - t], length: width, thickness: t, height: h },
    {
      name: 'Mur ouest',
      start: [t / 2, t],
      length: depth - 2 * t,
      thickness: t,
      height: h,
      along: 'y',
    },
    {
      name: 'Mur est',
      start: [width - t / 2, t],
      length: depth - 2 * t,
      thickness: t,
      height: h,
      along: 'y',
    },
  ];
}

/**
 * Builds an IFC4 file with web-ifc's writing API: project (with its units), site, building and
 * one storey, walls extruded from rectangles, each with Pset_WallCommon and a Qto_WallBaseQuantities
 * length in the model's unit. Walls run along their axis from their start point, their
 * thickness centred on it, so a wall's length is the distance between two of its corners.
 */
export async function buildIfc(spec: ModelSpec): Promise<Uint8Array> {
  const api = await ifcWriter();
  const id = api.CreateModel({ schema: 'IFC4', name: spec.project ?? 'Ouvrage test model' });
  try {
    return writeModel(api, id, spec);
  } finally {
    api.CloseModel(id);
  }
}

let writer: Promise<IfcAPI> | null = null;

/**
 * One web-ifc instance for every model written in this process: each instance compiles and
 * instantiates the WebAssembly module (and keeps its memory), which a model of a few walls does
 * not need anew. Writing a model is synchronous once it is ready, so callers never interleave.
 */
function ifcWriter(): Promise<IfcAPI> {
  writer ??= (async () => {
    const api = new IfcAPI();
    await api.Init();
    api.SetLogLevel(LogLevel.LOG_LEVEL_OFF);
    return api;
  })().catch((err: unknown) => {
    writer = null;
    throw err;
  });
  return writer;
}

function writeModel(api: IfcAPI, id: number, spec: ModelSpec): Uint8Array {
  const guid = () => api.CreateIFCGloballyUniqueId(id) as IFC4.IfcGloballyUniqueId;
  const productId = (key: string) =>
    spec.stableIds ? new IFC4.IfcGloballyUniqueId(stableGlobalId(key)) : guid();
  const label = (v: string) => new IFC4.IfcLabel(v);
  const len = (v: number) => new IFC4.IfcLengthMeasure(v);
  const point = (...c: number[]) => new IFC4.IfcCartesianPoint(c.map(len));
  const dir = (...c: number[]) => new IFC4.IfcDirection(c.map((v) => new IFC4.IfcReal(v)));
  const placement3d = (x = 0, y = 0, z = 0, axis?: IFC4.IfcDirection, ref?: IFC4.IfcDirection) =>
    new IFC4.IfcAxis2Placement3D(point(x, y, z), axis ?? null, ref ?? null);

  const lengthUnit = new IFC4.IfcSIUnit(
    IFC4.IfcUnitEnum.LENGTHUNIT,
    spec.unit === 'm' ? null : IFC4.IfcSIPrefix.MILLI,
    IFC4.IfcSIUnitName.METRE,
  );
  const units = new IFC4.IfcUnitAssignment([
    lengthUnit,
    new IFC4.IfcSIUnit(IFC4.IfcUnitEnum.AREAUNIT, null, IFC4.IfcSIUnitName.SQUARE_METRE),
    new IFC4.IfcSIUnit(IFC4.IfcUnitEnum.VOLUMEUNIT, null, IFC4.IfcSIUnitName.CUBIC_METRE),
  ]);
  const context = new IFC4.IfcGeometricRepresentationContext(
    null,
    label('Model'),
    new IFC4.IfcDimensionCount('3'),
    new IFC4.IfcReal(1e-5),
    placement3d(),
    null,
  );
  const project = new IFC4.IfcProject(
    productId('project'),
    null,
    label(spec.project ?? 'Projet test'),
    null,
    null,
    null,
    null,
    [context],
    units,
  );
  const sitePlacement = new IFC4.IfcLocalPlacement(null, placement3d());
  const site = new IFC4.IfcSite(
    productId('site'),
    null,
    label('Terrain'),
    null,
    null,
    sitePlacement,
    null,
    null,
    IFC4.IfcElementCompositionEnum.ELEMENT,
    null,
    null,
    null,
    null,
    null,
  );
  const buildingPlacement = new IFC4.IfcLocalPlacement(sitePlacement, placement3d());
  const building = new IFC4.IfcBuilding(
    productId('building'),
    null,
    label('Bâtiment'),
    null,
    null,
    buildingPlacement,
    null,
    null,
    IFC4.IfcElementCompositionEnum.ELEMENT,
    null,
    null,
    null,
  );
  const storeyPlacement = new IFC4.IfcLocalPlacement(buildingPlacement, placement3d());
  const storey = new IFC4.IfcBuildingStorey(
    productId('storey'),
    null,
    label(spec.storey ?? 'Rez-de-chaussée'),
    null,
    null,
    storeyPlacement,
    null,
    null,
    IFC4.IfcElementCompositionEnum.ELEMENT,
    len(0),
  );

  const walls = spec.walls.map((w) => {
    const along = w.along === 'y' ? dir(0, 1, 0) : dir(1, 0, 0);
    const placement = new IFC4.IfcLocalPlacement(
      storeyPlacement,
      placement3d(w.start[0], w.start[1], 0, dir(0, 0, 1), along),
    );
    const profile = new IFC4.IfcRectangleProfileDef(
      IFC4.IfcProfileTypeEnum.AREA,
      null,
      new IFC4.IfcAxis2Placement2D(point(w.length / 2, 0), null),
      new IFC4.IfcPositiveLengthMeasure(w.length),
      new IFC4.IfcPositiveLengthMeasure(w.thickness),
    );
    const solid = new IFC4.IfcExtrudedAreaSolid(
      profile,
      placement3d(),
      dir(0, 0, 1),
      new IFC4.IfcPositiveLengthMeasure(w.height),
    );
    const body = new IFC4.IfcShapeRepresentation(context, label('Body'), label('SweptSolid'), [
      solid,
    ]);
    const shape = new IFC4.IfcProductDefinitionShape(null, null, [body]);
    return new IFC4.IfcWall(
      productId(`wall:${w.name}`),
      null,
      label(w.name),
      null,
      null,
      placement,
      shape,
      null,
      IFC4.IfcWallTypeEnum.STANDARD,
    );
  });

  api.WriteLine(id, project);
  for (const w of walls) api.WriteLine(id, w);
  api.WriteLine(id, new IFC4.IfcRelAggregates(guid(), null, null, null, project, [site]));
  api.WriteLine(id, new IFC4.IfcRelAggregates(guid(), null, null, null, site, [building]));
  api.WriteLine(id, new IFC4.IfcRelAggregates(guid(), null, null, null, building, [storey]));
  api.WriteLine(
    id,
    new IFC4.IfcRelContainedInSpatialStructure(guid(), null, null, null, walls, storey),
  );
  walls.forEach((wall, i) => {
    const w = spec.walls[i]!;
    const pset = new IFC4.IfcPropertySet(guid(), null, label('Pset_WallCommon'), null, [
      new IFC4.IfcPropertySingleValue(
        new IFC4.IfcIdentifier('IsExternal'),
        null,
        new IFC4.IfcBoolean('T'),
        null,
      ),
      new IFC4.IfcPropertySingleValue(
        new IFC4.IfcIdentifier('Reference'),
        null,
        label(w.name),
        null,
      ),
      ...(w.fireRating
        ? [
            new IFC4.IfcPropertySingleValue(
              new IFC4.IfcIdentifier('FireRating'),
              null,
              label(w.fireRating),
              null,
            ),
          ]
        : []),
    ]);
    const qto = new IFC4.IfcElementQuantity(
      guid(),
      null,
      label('Qto_WallBaseQuantities'),
      null,
      null,
      [
        new IFC4.IfcQuantityLength(label('Length'), null, null, len(w.length), null),
        new IFC4.IfcQuantityLength(label('Height'), null, null, len(w.height), null),
      ],
    );
    api.WriteLine(id, new IFC4.IfcRelDefinesByProperties(guid(), null, null, null, [wall], pset));
    api.WriteLine(id, new IFC4.IfcRelDefinesByProperties(guid(), null, null, null, [wall], qto));
  });
  return api.SaveModel(id);
}
