import type { FileFormat } from '../../../src/api/contract/files';

/** How many leading bytes are read before the content is judged. */
export const SNIFF_BYTES = 256 * 1024;

const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');
const startsWith = (b: Buffer, bytes: number[]) => bytes.every((x, i) => b[i] === x);

/** Text of the head without a UTF-8 byte-order mark and leading white space. */
function text(head: Buffer): string {
  const s = head.toString('utf8');
  return s.replace(/^\uFEFF/, '').trimStart();
}

/** Names of the entries whose local headers lie in the head of a ZIP archive. */
export function zipEntryNames(head: Buffer): string[] {
  const names: string[] = [];
  for (let at = head.indexOf('PK\x03\x04', 0, 'latin1'); at >= 0 && at + 30 <= head.length;) {
    const nameLength = head.readUInt16LE(at + 26);
    const name = head.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    if (nameLength > 0 && at + 30 + nameLength <= head.length) names.push(name);
    at = head.indexOf('PK\x03\x04', at + 4, 'latin1');
  }
  return names;
}

const isZip = (head: Buffer) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
const isCfb = (head: Buffer) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function ooxml(head: Buffer, folder: string): boolean {
  if (!isZip(head)) return false;
  const names = zipEntryNames(head);
  const parts = names.filter((n) => /^(word|xl|ppt)\//.test(n));
  // Parts of another OOXML kind mean a misnamed document; none seen yet (large media first) is fine.
  if (parts.length) return parts.some((n) => n.startsWith(`${folder}/`));
  return names.includes('[Content_Types].xml');
}

function odf(head: Buffer, subtype: string): boolean {
  // ODF puts an uncompressed `mimetype` entry first.
  return (
    isZip(head) &&
    ascii(head, 30, 38) === 'mimetype' &&
    ascii(head, 38, 120).includes(`application/vnd.oasis.opendocument.${subtype}`)
  );
}

const gltfKeys = ['"asset"', '"buffers"', '"bufferViews"', '"accessors"', '"meshes"', '"scenes"'];

/**
 * Checks that the first bytes of a file are what its extension says. `complete` is true when
 * `head` is the whole file. Returns false for a mismatch (a renamed executable, a STEP file
 * that is not IFC, a PDF named .docx…).
 */
export function contentMatches(format: FileFormat, head: Buffer, complete: boolean): boolean {
  switch (format) {
    case 'ifc': {
      const s = text(head);
      return s.startsWith('ISO-10303-21;') && /FILE_SCHEMA\s*\(\s*\(\s*'IFC/i.test(s);
    }
    case 'ifcxml': {
      const s = text(head);
      return s.startsWith('<') && /ifcxml|iso_10303_28|buildingsmart-tech\.org\/ifc/i.test(s);
    }
    case 'ifczip':
      return isZip(head) && zipEntryNames(head).some((n) => /\.(ifc|ifcxml)$/i.test(n));
    case 'bcf':
      return (
        isZip(head) &&
        zipEntryNames(head).some((n) => /(^|\/)(bcf\.version|[^/]*\.(bcf|bcfv|bcfp))$/i.test(n))
      );
    case 'gltf': {
      const s = text(head);
      if (!s.startsWith('{')) return false;
      return complete ? s.includes('"asset"') : gltfKeys.some((k) => s.includes(k));
    }
    case 'glb':
      return (
        ascii(head, 0, 4) === 'glTF' && head.length >= 12 && [1, 2].includes(head.readUInt32LE(4))
      );
    case 'obj': {
      if (head.includes(0)) return false;
      return /^[ \t]*(v|vn|vt|f|o|g|mtllib|usemtl)[ \t]/m.test(head.toString('utf8'));
    }
    case 'pdf':
      return ascii(head, 0, 1024).includes('%PDF-');
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'gif':
      return ['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6));
    case 'webp':
      return ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP';
    case 'docx':
      return ooxml(head, 'word');
    case 'xlsx':
      return ooxml(head, 'xl');
    case 'pptx':
      return ooxml(head, 'ppt');
    case 'doc':
    case 'xls':
    case 'ppt':
      return isCfb(head);
    case 'odt':
      return odf(head, 'text');
    case 'ods':
      return odf(head, 'spreadsheet');
    case 'odp':
      return odf(head, 'presentation');
  }
}
