import { Button, DataList, Heading, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuEye, LuHistory } from 'react-icons/lu';
import { Link } from 'react-router';
import { fileDownloadUrl } from '@/api/files.api';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useLanguage } from '@/ui/i18n/language';
import { viewerPath } from '../file-kind';
import { formatBytes, formatDateTime, personName } from '../format';
import { useFile } from '../queries/files.queries';

/** One file reached through a share: what it is, and what the share allows (open, download, versions). */
export function SharedFilePanel({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const file = useFile(fileId);
  const versions = useDialog('fileVersionDetails');
  if (!file.data) return null;
  const f = file.data;
  const viewer = viewerPath(f.project_id, f);
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5" data-testid="shared.panel">
      <Heading as="h2" size="md">
        {f.name}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('projects:table.size')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatBytes(f.size, locale)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('projects:table.version')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('projects:versions.label', { number: f.version })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('projects:table.changed')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {formatDateTime(f.updated_at, locale)} · {personName(f.updated_by)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <HStack wrap="wrap">
        {viewer && (
          <Button asChild>
            <Link to={viewer}>
              <LuEye /> {t('projects:open_viewer')}
            </Link>
          </Button>
        )}
        {f.access.can_download && (
          <Button asChild variant="outline">
            <a href={fileDownloadUrl(f.id)}>
              <LuDownload /> {t('projects:download')}
            </a>
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() => versions.open({ fileId: f.id, number: f.version })}
        >
          <LuHistory /> {t('projects:versions.action')}
        </Button>
      </HStack>
    </Stack>
  );
}
