import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFolder } from 'react-icons/lu';
import { FileKindIcon } from '../file-kind';
import { useFiles, useFolder } from '../queries/files.queries';
import { SharedFilePanel } from './shared-file-panel';

/** A folder shared with me: browse it (breadcrumbs start at the shared folder), pick a file. */
export function SharedFolderPanel({ folderId }: { folderId: string }) {
  const { t } = useTranslation();
  const [at, setAt] = useState(folderId);
  const [fileId, setFileId] = useState<string | null>(null);
  const folder = useFolder(at);
  const files = useFiles(at);
  if (!folder.data) return null;
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5" data-testid="shared.folder">
      <Heading as="h2" size="md">
        {folder.data.name}
      </Heading>
      <HStack>
        {at !== folderId && (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => setAt(folder.data.parent_id ?? folderId)}
          >
            {t('common:actions.back')}
          </Button>
        )}
        <Text color="fg.muted" fontSize="sm">
          {folder.data.path.map((c) => c.name).join(' / ')}
        </Text>
      </HStack>
      <List.Root variant="plain" gap="1">
        {folder.data.children.map((f) => (
          <List.Item key={f.id}>
            <Button variant="ghost" size="sm" onClick={() => setAt(f.id)}>
              <LuFolder aria-hidden /> {f.name}
            </Button>
          </List.Item>
        ))}
        {(files.data ?? []).map((f) => (
          <List.Item key={f.id}>
            <Button
              variant={fileId === f.id ? 'subtle' : 'ghost'}
              size="sm"
              onClick={() => setFileId(f.id)}
            >
              <FileKindIcon kind={f.kind} label={t(`projects:kinds.${f.kind}`)} /> {f.name}
            </Button>
          </List.Item>
        ))}
        {folder.data.children.length + (files.data?.length ?? 0) === 0 && (
          <Text color="fg.muted">{t('projects:empty_folder')}</Text>
        )}
      </List.Root>
      {fileId && <SharedFilePanel fileId={fileId} />}
    </Stack>
  );
}
