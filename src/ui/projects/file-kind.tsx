import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  LuBox,
  LuBuilding2,
  LuFile,
  LuFileImage,
  LuFileSpreadsheet,
  LuFileText,
  LuFolder,
  LuMessageSquareWarning,
  LuShapes,
} from 'react-icons/lu';
import type { FileFormat, FileKind } from '@/api/contract/files';
import { paths } from '@/ui/app/paths';

const icons: Record<FileKind, IconType> = {
  ifc: LuBuilding2,
  gltf: LuBox,
  obj: LuShapes,
  pdf: LuFileText,
  image: LuFileImage,
  office: LuFileSpreadsheet,
  bcf: LuMessageSquareWarning,
};

/** The type icon of a file table row (its label is the kind's name, read by screen readers). */
export function FileKindIcon({ kind, label }: { kind: FileKind; label: string }) {
  const Icon = icons[kind] ?? LuFile;
  return <Icon aria-label={label} role="img" />;
}

/** The icon of a shared entry: its file's kind, or a folder when it is not a file. */
export function EntryIcon({ file }: { file: { kind: FileKind } | null | undefined }) {
  const { t } = useTranslation();
  if (!file) return <LuFolder aria-label={t('projects:kinds.folder')} role="img" />;
  return <FileKindIcon kind={file.kind} label={t(`projects:kinds.${file.kind}`)} />;
}

/** Which viewer opens a file: IFC → /…/ifc, glTF/GLB/OBJ → /…/obj; others have none. */
export function viewerPath(projectId: string, file: { id: string; kind: FileKind }): string | null {
  if (file.kind === 'ifc') return paths.pro.viewer(projectId, file.id, 'ifc');
  if (file.kind === 'gltf' || file.kind === 'obj')
    return paths.pro.viewer(projectId, file.id, 'obj');
  // PDFs and images are shown by the generic file route (a frame, an image).
  if (file.kind === 'pdf' || file.kind === 'image')
    return paths.pro.viewer(projectId, file.id, 'file');
  return null;
}

/** Shown inline in the page (the same rule the server applies). */
export const isInlinePreview = (format: FileFormat): boolean =>
  ['pdf', 'png', 'jpeg', 'gif', 'webp'].includes(format);
