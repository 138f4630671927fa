import type { FileFormat, FileKind } from '../../../src/api/contract/files';

type FormatInfo = { kind: FileKind; contentType: string; extensions: readonly string[] };

/** Every accepted format: the kind it belongs to, the type it is served with, its file extensions. */
export const formats: Record<FileFormat, FormatInfo> = {
  ifc: { kind: 'ifc', contentType: 'application/x-step', extensions: ['ifc'] },
  ifczip: { kind: 'ifc', contentType: 'application/zip', extensions: ['ifczip'] },
  ifcxml: { kind: 'ifc', contentType: 'application/xml', extensions: ['ifcxml'] },
  gltf: { kind: 'gltf', contentType: 'model/gltf+json', extensions: ['gltf'] },
  glb: { kind: 'gltf', contentType: 'model/gltf-binary', extensions: ['glb'] },
  obj: { kind: 'obj', contentType: 'model/obj', extensions: ['obj'] },
  pdf: { kind: 'pdf', contentType: 'application/pdf', extensions: ['pdf'] },
  png: { kind: 'image', contentType: 'image/png', extensions: ['png'] },
  jpeg: { kind: 'image', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { kind: 'image', contentType: 'image/gif', extensions: ['gif'] },
  webp: { kind: 'image', contentType: 'image/webp', extensions: ['webp'] },
  docx: {
    kind: 'office',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xlsx: {
    kind: 'office',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  pptx: {
    kind: 'office',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  doc: { kind: 'office', contentType: 'application/msword', extensions: ['doc'] },
  xls: { kind: 'office', contentType: 'application/vnd.ms-excel', extensions: ['xls'] },
  ppt: { kind: 'office', contentType: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  odt: {
    kind: 'office',
    contentType: 'application/vnd.oasis.opendocument.text',
    extensions: ['odt'],
  },
  ods: {
    kind: 'office',
    contentType: 'application/vnd.oasis.opendocument.spreadsheet',
    extensions: ['ods'],
  },
  odp: {
    kind: 'office',
    contentType: 'application/vnd.oasis.opendocument.presentation',
    extensions: ['odp'],
  },
  bcf: { kind: 'bcf', contentType: 'application/zip', extensions: ['bcf', 'bcfzip'] },
};

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The format a file name promises, or null for an extension that is not accepted. */
export function formatForName(name: string): FileFormat | null {
  const ext = extensionOf(name);
  const entry = Object.entries(formats).find(([, f]) => f.extensions.includes(ext));
  return entry ? (entry[0] as FileFormat) : null;
}

export const acceptedExtensions = Object.values(formats).flatMap((f) => f.extensions);

/** Shown inline (never HTML, SVG or scripts): PDF and raster images. */
export const inlineSafe = (format: FileFormat): boolean =>
  format === 'pdf' || formats[format].kind === 'image';
