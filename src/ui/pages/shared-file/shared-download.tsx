import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import type { PublicFile } from '@/api/contract/shares';
import { useLanguage } from '@/ui/i18n/language';
import { FileKindIcon } from '@/ui/projects/file-kind';
import { formatBytes } from '@/ui/projects/format';

/** A shared file that is not shown in the page: what it is, and the download when allowed. */
export function SharedDownload({
  file,
  href,
  canDownload,
}: {
  file: PublicFile;
  href: string;
  canDownload: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (
    <Center h="full" p="8">
      <Stack align="center" gap="3" textAlign="center" fontSize="5xl">
        <FileKindIcon kind={file.kind} label={t(`projects:kinds.${file.kind}`)} />
        <Text fontSize="md">
          {file.format.toUpperCase()} · {formatBytes(file.size, locale)}
        </Text>
        {canDownload ? (
          <Button asChild data-testid="shared.download">
            <a href={href}>
              <LuDownload /> {t('projects:download')}
            </a>
          </Button>
        ) : (
          <Text fontSize="md" color="fg.muted">
            {t('projects:public.view_only')}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
