import { Box, Button, Center, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { useParams } from 'react-router';
import { fileDownloadUrl } from '@/api/files.api';
import { useLanguage } from '@/ui/i18n/language';
import { FileKindIcon, isInlinePreview } from '@/ui/projects/file-kind';
import { formatBytes } from '@/ui/projects/format';
import { LoadError } from '@/ui/projects/components/load-error';
import { useFile } from '@/ui/projects/queries/files.queries';

/**
 * /pro/projects/:projectId/viewer/:fileId/file: a file that is no 3D model. A PDF shows in a
 * sandboxed frame (the browser's own reader, no script of the document runs with the app's
 * rights), an image as an image; anything else says it cannot be shown here and offers the
 * download (when the user may download).
 */
export default function FileViewerPage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { fileId = '' } = useParams();
  const file = useFile(fileId);
  if (file.error) return <LoadError error={file.error} />;
  if (!file.data) return <Skeleton h="full" />;
  const f = file.data;
  const canDownload = f.access.can_download;
  const inline = fileDownloadUrl(f.id, 'inline');
  const heading = (
    <Heading as="h1" srOnly={f.format === 'pdf' || f.kind === 'image'}>
      {f.name}
    </Heading>
  );
  if (f.format === 'pdf')
    return (
      <Box data-testid="viewer.page" data-kind="file" h="full">
        {heading}
        <Box asChild w="full" h="full" border="0" display="block">
          <iframe title={f.name} src={inline} sandbox="" data-testid="viewer.file.pdf" />
        </Box>
      </Box>
    );
  if (f.kind === 'image' && isInlinePreview(f.format))
    return (
      <Center data-testid="viewer.page" data-kind="file" h="full" p="4" bg="bg.subtle">
        {heading}
        <Image
          src={inline}
          alt={f.name}
          maxH="full"
          maxW="full"
          objectFit="contain"
          data-testid="viewer.file.image"
        />
      </Center>
    );
  return (
    <Center data-testid="viewer.page" data-kind="file" h="full" p="8">
      <Stack align="center" gap="3" textAlign="center" maxW="md" data-testid="viewer.file.none">
        <Box fontSize="5xl">
          <FileKindIcon kind={f.kind} label={t(`projects:kinds.${f.kind}`)} />
        </Box>
        {heading}
        <Text color="fg.muted">
          {f.format.toUpperCase()} · {formatBytes(f.size, locale)}
        </Text>
        <Text>{t('viewer:file.cannot_show')}</Text>
        {canDownload && (
          <Button asChild data-testid="viewer.file.download">
            <a href={fileDownloadUrl(f.id)}>
              <LuDownload /> {t('projects:download')}
            </a>
          </Button>
        )}
      </Stack>
    </Center>
  );
}
