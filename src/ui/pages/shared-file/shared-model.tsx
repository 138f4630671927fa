import type { PublicFile } from '@/api/contract/shares';
import { SharedDownload } from './shared-download';

/**
 * How a shared 3D model (IFC, glTF/GLB, OBJ) is shown. Until the viewer capability takes this
 * component over, the model is offered as a download like any other file.
 */
export function SharedModel({
  file,
  href,
  canDownload,
}: {
  file: PublicFile;
  href: string;
  canDownload: boolean;
}) {
  return <SharedDownload file={file} href={href} canDownload={canDownload} />;
}
