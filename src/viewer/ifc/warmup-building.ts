import { StepWriter, encodeStep, num, pt2, pt3 } from './step-writer';

/**
 * A small generated IFC4 building, written as STEP text, that the worker opens and streams while
 * the user's file downloads (ifc-warmup.ts). It holds what real files are made of: extrusions of
 * every common profile, openings cut by booleans, clipping half-spaces, faceted breps, mapped
 * items, triangulated face sets and styles.
 */

export type WarmupSize = { storeys: number; rooms: number };

/** Storeys of rooms × rooms: walls, slabs, columns, beams, windows, doors and furniture. */
export function warmupIfc({ storeys, rooms }: WarmupSize): Uint8Array {
  const w = new StepWriter();
  const origin = w.add(pt3(0, 0, 0));
  const zAxis = w.add('IFCDIRECTION((0.,0.,1.))');
  const xAxis = w.add('IFCDIRECTION((1.,0.,0.))');
  const world = w.add(`IFCAXIS2PLACEMENT3D(${origin},${zAxis},${xAxis})`);
  const context = w.add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${world},$)`);
  const body = w.add(
    `IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`,
  );
  const units = [
    w.add('IFCSIUNIT(*,.LENGTHUNIT.,.MILLI.,.METRE.)'),
    w.add('IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)'),
    w.add('IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)'),
    w.add('IFCSIUNIT(*,.PLANEANGLEUNIT.,$,.RADIAN.)'),
  ];
  const unitAssignment = w.add(`IFCUNITASSIGNMENT((${units.join(',')}))`);
  const project = w.add(
    `IFCPROJECT(${w.guid()},$,'Warm-up',$,$,$,$,(${context}),${unitAssignment})`,
  );
  const placementAt = (
    relativeTo: string | null,
    x: number,
    y: number,
    z: number,
    dir?: string,
  ) => {
    const p = w.add(pt3(x, y, z));
    const axes = w.add(`IFCAXIS2PLACEMENT3D(${p},${zAxis},${dir ?? xAxis})`);
    return w.add(`IFCLOCALPLACEMENT(${relativeTo ?? '$'},${axes})`);
  };
  const sitePlacement = placementAt(null, 0, 0, 0);
  const site = w.add(`IFCSITE(${w.guid()},$,'Site',$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`);
  const buildingPlacement = placementAt(sitePlacement, 0, 0, 0);
  const building = w.add(
    `IFCBUILDING(${w.guid()},$,'Building',$,$,${buildingPlacement},$,$,.ELEMENT.,$,$,$)`,
  );
  w.add(`IFCRELAGGREGATES(${w.guid()},$,$,$,${project},(${site}))`);
  w.add(`IFCRELAGGREGATES(${w.guid()},$,$,$,${site},(${building}))`);

  const style = (r: number, g: number, b: number, transparency = 0) => {
    const colour = w.add(`IFCCOLOURRGB($,${num(r)},${num(g)},${num(b)})`);
    const rendering = w.add(
      `IFCSURFACESTYLERENDERING(${colour},${num(transparency)},$,$,$,$,$,$,.NOTDEFINED.)`,
    );
    return w.add(`IFCSURFACESTYLE($,.BOTH.,(${rendering}))`);
  };
  const wallStyle = style(0.85, 0.83, 0.78);
  const slabStyle = style(0.6, 0.6, 0.62);
  const glassStyle = style(0.5, 0.7, 0.9, 0.6);
  const steelStyle = style(0.3, 0.35, 0.4);
  const woodStyle = style(0.6, 0.45, 0.3);
  const styled = (item: string, s: string) => w.add(`IFCSTYLEDITEM(${item},(${s}),$)`);
  const shape = (type: string, items: string[]) => {
    const rep = w.add(`IFCSHAPEREPRESENTATION(${body},'Body','${type}',(${items.join(',')}))`);
    return w.add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${rep}))`);
  };
  const extrude = (profile: string, depth: number, at: [number, number, number] = [0, 0, 0]) => {
    const p = w.add(pt3(...at));
    const position = w.add(`IFCAXIS2PLACEMENT3D(${p},${zAxis},${xAxis})`);
    return w.add(`IFCEXTRUDEDAREASOLID(${profile},${position},${zAxis},${num(depth)})`);
  };
  const profilePosition = (x = 0, y = 0) => w.add(`IFCAXIS2PLACEMENT2D(${w.add(pt2(x, y))},$)`);
  const rectangle = (dx: number, dy: number, x = dx / 2, y = dy / 2) =>
    w.add(`IFCRECTANGLEPROFILEDEF(.AREA.,$,${profilePosition(x, y)},${num(dx)},${num(dy)})`);
  const polygon = (points: [number, number][]) => {
    const ids = [...points, points[0]!].map(([x, y]) => w.add(pt2(x, y)));
    const line = w.add(`IFCPOLYLINE((${ids.join(',')}))`);
    return w.add(`IFCARBITRARYCLOSEDPROFILEDEF(.AREA.,$,${line})`);
  };
  const brepBox = (dx: number, dy: number, dz: number) => {
    const c = [
      [0, 0, 0],
      [dx, 0, 0],
      [dx, dy, 0],
      [0, dy, 0],
      [0, 0, dz],
      [dx, 0, dz],
      [dx, dy, dz],
      [0, dy, dz],
    ].map(([x, y, z]) => w.add(pt3(x!, y!, z!)));
    const faces = [
      [0, 3, 2, 1],
      [4, 5, 6, 7],
      [0, 1, 5, 4],
      [1, 2, 6, 5],
      [2, 3, 7, 6],
      [3, 0, 4, 7],
    ].map((f) => {
      const loop = w.add(`IFCPOLYLOOP((${f.map((i) => c[i]).join(',')}))`);
      const bound = w.add(`IFCFACEOUTERBOUND(${loop},.T.)`);
      return w.add(`IFCFACE((${bound}))`);
    });
    return w.add(`IFCFACETEDBREP(${w.add(`IFCCLOSEDSHELL((${faces.join(',')}))`)})`);
  };

  // Shared geometry placed many times, as exporters write furniture and fittings.
  const chairItems = [brepBox(450, 450, 450), extrude(rectangle(450, 40), 450, [0, 410, 450])];
  for (const item of chairItems) styled(item, woodStyle);
  const chairRep = w.add(`IFCSHAPEREPRESENTATION(${body},'Body','Brep',(${chairItems.join(',')}))`);
  const chairMap = w.add(`IFCREPRESENTATIONMAP(${world},${chairRep})`);
  const lampCoords = [
    [0, 0, 0],
    [300, 0, 0],
    [150, 260, 0],
    [150, 87, 250],
  ];
  const lampPoints = w.add(
    `IFCCARTESIANPOINTLIST3D((${lampCoords.map((c) => `(${c.map(num).join(',')})`).join(',')}))`,
  );
  const lamp = w.add(
    `IFCTRIANGULATEDFACESET(${lampPoints},$,.T.,((1,3,2),(1,2,4),(2,3,4),(3,1,4)),$)`,
  );
  styled(lamp, glassStyle);

  const room = 4000;
  const height = 3000;
  const thickness = 200;
  const side = rooms * room;
  for (let level = 0; level < storeys; level++) {
    const storeyPlacement = placementAt(buildingPlacement, 0, 0, level * height);
    const storey = w.add(
      `IFCBUILDINGSTOREY(${w.guid()},$,'Level ${level}',$,$,${storeyPlacement},$,$,.ELEMENT.,${num(level * height)})`,
    );
    w.add(`IFCRELAGGREGATES(${w.guid()},$,$,$,${building},(${storey}))`);
    const contained: string[] = [];
    const product = (entity: string, name: string, placement: string, shapeId: string) => {
      // Doors and windows carry four more attributes (sizes and operation) than other elements.
      const rest = entity === 'IFCDOOR' || entity === 'IFCWINDOW' ? '$,$,$,$,$,$' : '$,$';
      const id = w.add(`${entity}(${w.guid()},$,'${name}',$,$,${placement},${shapeId},${rest})`);
      contained.push(id);
      return id;
    };

    // The floor slab: an arbitrary outline extruded down.
    const slabSolid = extrude(
      polygon([
        [0, 0],
        [side, 0],
        [side, side],
        [side / 2, side + 1500],
        [0, side],
      ]),
      250,
      [0, 0, -250],
    );
    styled(slabSolid, slabStyle);
    product(
      'IFCSLAB',
      'Slab',
      placementAt(storeyPlacement, 0, 0, 0),
      shape('SweptSolid', [slabSolid]),
    );

    for (let line = 0; line <= rooms; line++) {
      for (const along of ['x', 'y'] as const) {
        const at = line * room;
        const placement =
          along === 'x'
            ? placementAt(storeyPlacement, 0, at - thickness / 2, 0)
            : placementAt(
                storeyPlacement,
                at + thickness / 2,
                0,
                0,
                w.add('IFCDIRECTION((0.,1.,0.))'),
              );
        // Walls under a sloping roof line are clipped by a half-space, as Revit writes them.
        let solid = extrude(rectangle(side, thickness), height);
        let type = 'SweptSolid';
        if (line % 2 === 1) {
          const planePoint = w.add(pt3(0, 0, height - 400));
          const normal = w.add('IFCDIRECTION((0.,0.3,1.))');
          const plane = w.add(
            `IFCPLANE(${w.add(`IFCAXIS2PLACEMENT3D(${planePoint},${normal},$)`)})`,
          );
          const half = w.add(`IFCHALFSPACESOLID(${plane},.F.)`);
          solid = w.add(`IFCBOOLEANCLIPPINGRESULT(.DIFFERENCE.,${solid},${half})`);
          type = 'Clipping';
        }
        styled(solid, wallStyle);
        const wall = product('IFCWALL', `Wall ${along}${line}`, placement, shape(type, [solid]));

        // A window opening and a door opening in every room's stretch of wall.
        for (let r = 0; r < rooms; r++) {
          const door = (r + line) % 2 === 0;
          const width = door ? 900 : 1400;
          const sill = door ? 0 : 900;
          const openingHeight = door ? 2100 : 1200;
          const x = r * room + room / 2 - width / 2;
          const openingPlacement = w.add(
            `IFCLOCALPLACEMENT(${placement},${w.add(`IFCAXIS2PLACEMENT3D(${w.add(pt3(x, -50, sill))},${zAxis},${xAxis})`)})`,
          );
          const cut = extrude(
            rectangle(width, thickness + 100, width / 2, (thickness + 100) / 2),
            openingHeight,
          );
          const opening = w.add(
            `IFCOPENINGELEMENT(${w.guid()},$,'Opening',$,$,${openingPlacement},${shape('SweptSolid', [cut])},$,.OPENING.)`,
          );
          w.add(`IFCRELVOIDSELEMENT(${w.guid()},$,$,$,${wall},${opening})`);
          const frame = extrude(
            polygon([
              [0, 0],
              [width, 0],
              [width, openingHeight],
              [0, openingHeight],
            ]),
            60,
          );
          styled(frame, door ? woodStyle : glassStyle);
          product(
            door ? 'IFCDOOR' : 'IFCWINDOW',
            door ? 'Door' : 'Window',
            openingPlacement,
            shape('SweptSolid', [frame]),
          );
        }
      }
    }

    for (let i = 0; i <= rooms; i++) {
      for (let j = 0; j <= rooms; j++) {
        const column = extrude(
          w.add(`IFCCIRCLEPROFILEDEF(.AREA.,$,${profilePosition()},150.)`),
          height,
        );
        styled(column, slabStyle);
        product(
          'IFCCOLUMN',
          'Column',
          placementAt(storeyPlacement, i * room, j * room, 0),
          shape('SweptSolid', [column]),
        );
      }
      const beam = extrude(
        w.add(`IFCISHAPEPROFILEDEF(.AREA.,$,${profilePosition()},200.,400.,8.6,13.5,21.,$,$)`),
        side,
      );
      styled(beam, steelStyle);
      const beamAxes = w.add(
        `IFCAXIS2PLACEMENT3D(${w.add(pt3(i * room, 0, height - 200))},${w.add('IFCDIRECTION((0.,1.,0.))')},${xAxis})`,
      );
      product(
        'IFCBEAM',
        'Beam',
        w.add(`IFCLOCALPLACEMENT(${storeyPlacement},${beamAxes})`),
        shape('SweptSolid', [beam]),
      );
    }

    for (let r = 0; r < rooms * rooms; r++) {
      const x = (r % rooms) * room + 1000;
      const y = Math.floor(r / rooms) * room + 1000;
      for (let k = 0; k < 4; k++) {
        const t = w.add(
          `IFCCARTESIANTRANSFORMATIONOPERATOR3D($,$,${w.add(pt3(k * 600, 0, 0))},1.,$)`,
        );
        const mapped = w.add(`IFCMAPPEDITEM(${chairMap},${t})`);
        product(
          'IFCFURNITURE',
          'Chair',
          placementAt(storeyPlacement, x, y, 0),
          shape('MappedRepresentation', [mapped]),
        );
      }
      product(
        'IFCLIGHTFIXTURE',
        'Lamp',
        placementAt(storeyPlacement, x + 1000, y + 1000, height - 300),
        shape('Tessellation', [lamp]),
      );
    }
    w.add(
      `IFCRELCONTAINEDINSPATIALSTRUCTURE(${w.guid()},$,$,$,(${contained.join(',')}),${storey})`,
    );
  }
  return encodeStep(w.text());
}
