import sharp from 'sharp';

/**
 * Real files for the demo catalogue, made here (nothing shipped): an IFC4 with one extruded
 * element of the product's size, a GLB box, and a cover picture drawn as SVG and rasterised.
 */

const guid = (n: number) => {
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';
  let s = '';
  for (let i = 0, x = n * 2654435761; i < 22; i++, x = Math.floor(x / 7) + i * 13)
    s += chars[(x + i * 31) % 64];
  return `0${s.slice(1)}`;
};

const esc = (s: string) =>
  s
    .replace(
      /[^\x20-\x7e]/g,
      (c) => `\\X2\\${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}\\X0\\`,
    )
    .replace(/'/g, "''");

/** One IFC4 building element proxy, a box of x × y × z metres, in a site/building/storey. */
export function boxIfc(name: string, seed: number, [x, y, z]: [number, number, number]): Buffer {
  const n = esc(name);
  const lines = [
    `#1=IFCPROJECT('${guid(seed)}',$,'${n}',$,$,$,$,(#7),#2);`,
    '#2=IFCUNITASSIGNMENT((#3,#4,#5));',
    '#3=IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.);',
    '#4=IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.);',
    '#5=IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.);',
    '#6=IFCAXIS2PLACEMENT3D(#8,$,$);',
    "#7=IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,#6,$);",
    '#8=IFCCARTESIANPOINT((0.,0.,0.));',
    '#9=IFCLOCALPLACEMENT($,#6);',
    `#10=IFCSITE('${guid(seed + 1)}',$,'Site',$,$,#9,$,$,.ELEMENT.,$,$,$,$,$);`,
    '#11=IFCLOCALPLACEMENT(#9,#6);',
    `#12=IFCBUILDING('${guid(seed + 2)}',$,'Building',$,$,#11,$,$,.ELEMENT.,$,$,$);`,
    '#13=IFCLOCALPLACEMENT(#11,#6);',
    `#14=IFCBUILDINGSTOREY('${guid(seed + 3)}',$,'Level 0',$,$,#13,$,$,.ELEMENT.,0.);`,
    `#15=IFCRELAGGREGATES('${guid(seed + 4)}',$,$,$,#1,(#10));`,
    `#16=IFCRELAGGREGATES('${guid(seed + 5)}',$,$,$,#10,(#12));`,
    `#17=IFCRELAGGREGATES('${guid(seed + 6)}',$,$,$,#12,(#14));`,
    '#18=IFCLOCALPLACEMENT(#13,#6);',
    '#19=IFCAXIS2PLACEMENT2D(#20,$);',
    '#20=IFCCARTESIANPOINT((0.,0.));',
    `#21=IFCRECTANGLEPROFILEDEF(.AREA.,$,#19,${x.toFixed(3)},${y.toFixed(3)});`,
    '#22=IFCDIRECTION((0.,0.,1.));',
    `#23=IFCEXTRUDEDAREASOLID(#21,#6,#22,${z.toFixed(3)});`,
    "#24=IFCSHAPEREPRESENTATION(#7,'Body','SweptSolid',(#23));",
    '#25=IFCPRODUCTDEFINITIONSHAPE($,$,(#24));',
    `#26=IFCBUILDINGELEMENTPROXY('${guid(seed + 7)}',$,'${n}',$,$,#18,#25,$,.ELEMENT.);`,
    `#27=IFCRELCONTAINEDINSPATIALSTRUCTURE('${guid(seed + 8)}',$,$,$,(#26),#14);`,
  ];
  return Buffer.from(
    [
      'ISO-10303-21;',
      'HEADER;',
      "FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');",
      `FILE_NAME('${n}.ifc','2026-01-01T00:00:00',('Ouvrage'),('Ouvrage'),'Ouvrage demo','Ouvrage','');`,
      "FILE_SCHEMA(('IFC4'));",
      'ENDSEC;',
      'DATA;',
      ...lines,
      'ENDSEC;',
      'END-ISO-10303-21;',
      '',
    ].join('\n'),
  );
}

/** A GLB box of x × y × z metres (positions and indices, one grey material). */
export function boxGlb([x, y, z]: [number, number, number]): Buffer {
  const p = [
    [0, 0, 0],
    [x, 0, 0],
    [x, y, 0],
    [0, y, 0],
    [0, 0, z],
    [x, 0, z],
    [x, y, z],
    [0, y, z],
  ].flat();
  const idx = [
    0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0,
    4, 3, 4, 7,
  ];
  const pos = Buffer.from(new Float32Array(p).buffer);
  const ind = Buffer.from(new Uint16Array(idx).buffer);
  const bin = Buffer.concat([pos, ind, Buffer.alloc((4 - ((pos.length + ind.length) % 4)) % 4)]);
  const json = {
    asset: { version: '2.0', generator: 'Ouvrage demo' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1, material: 0 }] }],
    materials: [
      { pbrMetallicRoughness: { baseColorFactor: [0.7, 0.7, 0.72, 1], metallicFactor: 0 } },
    ],
    buffers: [{ byteLength: bin.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: pos.length, target: 34962 },
      { buffer: 0, byteOffset: pos.length, byteLength: ind.length, target: 34963 },
    ],
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: 8,
        type: 'VEC3',
        min: [0, 0, 0],
        max: [x, y, z],
      },
      { bufferView: 1, componentType: 5123, count: idx.length, type: 'SCALAR' },
    ],
  };
  let text = Buffer.from(JSON.stringify(json));
  text = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + text.length + 8 + bin.length, 8);
  const chunk = (data: Buffer, type: string) => {
    const h = Buffer.alloc(8);
    h.writeUInt32LE(data.length, 0);
    h.write(type, 4, 'latin1');
    return Buffer.concat([h, data]);
  };
  return Buffer.concat([header, chunk(text, 'JSON'), chunk(bin, 'BIN\0')]);
}

/** A cover picture: the product's colours, a simple drawing of its shape and its reference. */
export async function coverPicture(label: string, hue: number, shape: number): Promise<Buffer> {
  const bg = `hsl(${hue},45%,88%)`;
  const fg = `hsl(${hue},55%,38%)`;
  const shapes = [
    `<rect x="260" y="170" width="280" height="200" rx="8" fill="${fg}"/>`,
    `<circle cx="400" cy="270" r="120" fill="${fg}"/>`,
    `<polygon points="400,130 560,400 240,400" fill="${fg}"/>`,
    `<rect x="250" y="140" width="300" height="260" fill="none" stroke="${fg}" stroke-width="22"/><line x1="400" y1="140" x2="400" y2="400" stroke="${fg}" stroke-width="16"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="${bg}"/>${shapes[shape % shapes.length]}
    <text x="400" y="520" font-family="sans-serif" font-size="40" font-weight="bold" text-anchor="middle" fill="${fg}">${label.replace(/[<&>]/g, '')}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
