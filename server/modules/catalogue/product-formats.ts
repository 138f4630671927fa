import type { FileFormat } from '../../../src/api/contract/files';
import {
  viewableBimFormats,
  type ProductFileFormat,
  type ProductFileKind,
} from '../../../src/api/contract/products';
import { extensionOf } from '../files/formats';
import { contentMatches } from '../files/sniff';

const MB = 1024 * 1024;

/** Per kind: the largest accepted file (images are small enough to thumbnail in memory). */
export const productFileLimits: Record<ProductFileKind, number> = {
  image: 10 * MB,
  bim: 300 * MB,
  document: 50 * MB,
};

type Info = {
  kind: ProductFileKind;
  contentType: string;
  extensions: string[];
  matches: (head: Buffer, complete: boolean) => boolean;
};

const isCfb = (b: Buffer) =>
  b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
const shared = (f: FileFormat) => (head: Buffer, complete: boolean) =>
  contentMatches(f, head, complete);

/** Every format a product file may have, with how its content is recognised. */
export const productFormats: Record<ProductFileFormat, Info> = {
  png: { kind: 'image', contentType: 'image/png', extensions: ['png'], matches: shared('png') },
  jpeg: {
    kind: 'image',
    contentType: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    matches: shared('jpeg'),
  },
  webp: { kind: 'image', contentType: 'image/webp', extensions: ['webp'], matches: shared('webp') },
  ifc: {
    kind: 'bim',
    contentType: 'application/x-step',
    extensions: ['ifc'],
    matches: shared('ifc'),
  },
  glb: {
    kind: 'bim',
    contentType: 'model/gltf-binary',
    extensions: ['glb'],
    matches: shared('glb'),
  },
  gltf: {
    kind: 'bim',
    contentType: 'model/gltf+json',
    extensions: ['gltf'],
    matches: shared('gltf'),
  },
  obj: { kind: 'bim', contentType: 'model/obj', extensions: ['obj'], matches: shared('obj') },
  // Revit families and projects are OLE compound files.
  rfa: {
    kind: 'bim',
    contentType: 'application/octet-stream',
    extensions: ['rfa'],
    matches: isCfb,
  },
  rvt: {
    kind: 'bim',
    contentType: 'application/octet-stream',
    extensions: ['rvt'],
    matches: isCfb,
  },
  // SketchUp: "SketchUp Model" in UTF-16 after a 3-byte header.
  skp: {
    kind: 'bim',
    contentType: 'application/octet-stream',
    extensions: ['skp'],
    matches: (b) => b.subarray(0, 40).toString('utf16le').includes('SketchUp Model'),
  },
  // AutoCAD: "AC10xx" version string.
  dwg: {
    kind: 'bim',
    contentType: 'application/acad',
    extensions: ['dwg'],
    matches: (b) => /^AC10\d\d/.test(b.subarray(0, 6).toString('latin1')),
  },
  dxf: {
    kind: 'bim',
    contentType: 'application/dxf',
    extensions: ['dxf'],
    matches: (b) =>
      !b.includes(0) && /^\s*0\s*\r?\n\s*SECTION/.test(b.subarray(0, 4096).toString('latin1')),
  },
  pdf: {
    kind: 'document',
    contentType: 'application/pdf',
    extensions: ['pdf'],
    matches: shared('pdf'),
  },
};

export function productFormatForName(name: string): ProductFileFormat | null {
  const ext = extensionOf(name);
  const found = Object.entries(productFormats).find(([, f]) => f.extensions.includes(ext));
  return found ? (found[0] as ProductFileFormat) : null;
}

export const isViewable = (f: ProductFileFormat): boolean =>
  (viewableBimFormats as readonly string[]).includes(f);

export const acceptedProductExtensions = Object.values(productFormats).flatMap((f) => f.extensions);
