import { unzipSync } from 'fflate';

/** Schemas web-ifc 0.0.78 reads (its SchemaNames table, canonical names and aliases). */
const supportedSchemas = [
  'IFC2X3',
  'IFC4',
  'IFC4X1',
  'IFC4X2',
  'IFC4X3',
  'IFC4X3_RC1',
  'IFC4X3_RC2',
  'IFC4X3_RC3',
  'IFC4X3_RC4',
  'IFC4X3_ADD1',
  'IFC4X3_ADD2',
];

export type SniffResult =
  | { kind: 'step'; bytes: Uint8Array; schema: string | null }
  | { kind: 'unsupported-schema'; schema: string }
  | { kind: 'unsupported-format'; detail: string }
  | { kind: 'corrupt'; detail: string };

const decoder = new TextDecoder('latin1');

/**
 * Looks at a file before web-ifc parses it (web-ifc reads the whole file before checking the
 * schema): unzips .ifczip, recognises ifcXML and other non-STEP content, and reads FILE_SCHEMA
 * so an unsupported schema is refused at once with its name.
 */
export function sniffIfc(input: Uint8Array): SniffResult {
  let bytes = input;
  if (isZip(bytes)) {
    const entry = firstIfcEntry(bytes);
    if (!entry) return { kind: 'corrupt', detail: 'zip without an .ifc entry' };
    bytes = entry;
  }
  const head = decoder.decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  const trimmed = head.replace(/^\uFEFF?\s*/, '');
  if (trimmed.startsWith('<')) return { kind: 'unsupported-format', detail: 'ifcXML' };
  if (!trimmed.startsWith('ISO-10303-21')) return { kind: 'corrupt', detail: 'not a STEP file' };
  const match = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(head);
  const schema = match?.[1]?.trim().toUpperCase() ?? null;
  if (schema !== null && !supportedSchemas.includes(schema)) {
    return { kind: 'unsupported-schema', schema };
  }
  return { kind: 'step', bytes, schema };
}

function isZip(b: Uint8Array): boolean {
  return b.length > 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
}

function firstIfcEntry(zip: Uint8Array): Uint8Array | null {
  try {
    const files = unzipSync(zip, { filter: (f) => /\.ifc$/i.test(f.name) });
    const name = Object.keys(files).sort()[0];
    return name ? (files[name] ?? null) : null;
  } catch {
    return null;
  }
}
