import { zipSync, strToU8 } from 'fflate';
import type { TestClient } from './http-client';

export const BOUNDARY = '----ouvrage-files-boundary';

/** A multipart body with one part `field` holding `bytes` as `filename`. */
export function multipart(
  filename: string,
  bytes: Buffer,
  field = 'file',
  type = 'application/octet-stream',
) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** A minimal but real IFC (STEP) file; `label` makes versions differ. */
export function ifc(label = 'v1'): Buffer {
  return Buffer.from(
    [
      'ISO-10303-21;',
      'HEADER;',
      "FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');",
      `FILE_NAME('${label}.ifc','2026-01-01T00:00:00',(''),(''),'Ouvrage tests','','');`,
      "FILE_SCHEMA(('IFC4'));",
      'ENDSEC;',
      'DATA;',
      "#1=IFCPROJECT('0YvctVUKr0kugbFTf53O9L',$,'Test',$,$,$,$,$,$);",
      'ENDSEC;',
      'END-ISO-10303-21;',
      '',
    ].join('\n'),
  );
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const OBJ = Buffer.from(
  '# cube\nmtllib cube.mtl\no Cube\nv 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 3\n',
);
export const GLTF = Buffer.from(
  JSON.stringify({ asset: { version: '2.0' }, scenes: [{ nodes: [] }], scene: 0 }),
);
export function glb(): Buffer {
  const json = Buffer.from(JSON.stringify({ asset: { version: '2.0' } }).padEnd(28, ' '));
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + json.length, 8);
  const chunk = Buffer.alloc(8);
  chunk.writeUInt32LE(json.length, 0);
  chunk.write('JSON', 4, 'latin1');
  return Buffer.concat([header, chunk, json]);
}
export const zip = (entries: Record<string, string>): Buffer =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strToU8(v)]))),
  );
export const DOCX = zip({
  '[Content_Types].xml': '<Types/>',
  '_rels/.rels': '<Relationships/>',
  'word/document.xml': '<w:document/>',
});
export const IFCZIP = zip({ 'model.ifc': ifc().toString() });
export const BCF = zip({
  'bcf.version': '<Version VersionId="2.1"/>',
  '0b6f1c2e/markup.bcf': '<Markup/>',
});

export type UploadResult = {
  file: { id: string; version: number; version_id: string; name: string; size: number };
  version: { id: string; number: number; sha256: string };
  created: boolean;
};

/** Uploads through POST api/folders/{id}/files; `query` carries the import options. */
export function upload(c: TestClient, folderId: string, name: string, bytes: Buffer, query = '') {
  const { payload, headers } = multipart(name, bytes);
  return c.post(`/api/folders/${folderId}/files${query}`, payload, headers);
}

/** A project of `c`'s user, answered as GET api/projects/{id} shows it. */
export async function createProject(c: TestClient, name = 'Tour Horizon') {
  const res = await c.post('/api/projects', { name });
  if (res.statusCode !== 201) throw new Error(`project not created: ${res.body}`);
  return res.json() as { id: string; root_folder_id: string; name: string };
}
