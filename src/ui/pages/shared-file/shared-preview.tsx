import { Box, Image } from '@chakra-ui/react';
import type { PublicFile } from '@/api/contract/shares';
import { publicDownloadUrl } from '@/api/shares.api';
import { isInlinePreview } from '@/ui/projects/file-kind';
import { SharedDownload } from './shared-download';
import { SharedModel } from './shared-model';

/** One shared file in the page: PDF and images inline, 3D models through SharedModel, the rest as a download. */
export function SharedPreview({
  token,
  file,
  canDownload,
  folderShare,
}: {
  token: string;
  file: PublicFile;
  canDownload: boolean;
  folderShare: boolean;
}) {
  const fileId = folderShare ? file.id : undefined;
  const inline = publicDownloadUrl(token, { fileId, disposition: 'inline' });
  const download = publicDownloadUrl(token, { fileId });
  if (file.kind === 'ifc' || file.kind === 'gltf' || file.kind === 'obj')
    return <SharedModel file={file} href={download} canDownload={canDownload} />;
  if (isInlinePreview(file.format) && file.kind === 'image')
    return (
      <Box h="full" display="flex" alignItems="center" justifyContent="center" p="4">
        <Image
          src={inline}
          alt={file.name}
          maxH="full"
          maxW="full"
          objectFit="contain"
          data-testid="shared.image"
        />
      </Box>
    );
  if (file.format === 'pdf')
    return (
      <Box asChild w="full" h="full" border="0">
        <iframe title={file.name} src={inline} data-testid="shared.pdf" />
      </Box>
    );
  return <SharedDownload file={file} href={download} canDownload={canDownload} />;
}
