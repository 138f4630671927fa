import {
  Box,
  Button,
  Center,
  Flex,
  Heading,
  HStack,
  List,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFolder, LuShare2 } from 'react-icons/lu';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiFailure } from '@/api/api-error';
import type { PublicFile } from '@/api/contract/shares';
import { paths } from '@/ui/app/paths';
import { useErrorText } from '@/ui/components/error-text';
import { useLanguage } from '@/ui/i18n/language';
import { FolderBreadcrumbs } from '@/ui/projects/components/breadcrumbs';
import { FileKindIcon } from '@/ui/projects/file-kind';
import { formatBytes, formatDate } from '@/ui/projects/format';
import { usePublicShare } from '@/ui/projects/queries/sharing.queries';
import { SharedPreview } from './shared-preview';

/** /files/{id}/shares/{token}: what a link shares, without sign-in (a file, or a folder to browse). */
export default function SharedFilePage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const errorText = useErrorText();
  const { id = '', token = '' } = useParams();
  const [search] = useSearchParams();
  const folderId = search.get('folder') ?? undefined;
  const share = usePublicShare(token, folderId);
  const [picked, setPicked] = useState<PublicFile | null>(null);

  if (share.isPending)
    return (
      <Center h="full">
        <Spinner role="status" aria-label={t('common:loading')} />
      </Center>
    );
  if (share.error) {
    const status = isApiFailure(share.error) ? share.error.status : undefined;
    return (
      <Center h="full" p="6" data-testid="shared-file.page">
        <Stack align="center" textAlign="center" maxW="lg" gap="3">
          <LuShare2 size="40" aria-hidden />
          <Heading as="h1" size="xl">
            {status === 410
              ? t('projects:public.expired_title')
              : t('projects:public.missing_title')}
          </Heading>
          <Text data-testid="shared.error">{errorText(share.error)}</Text>
        </Stack>
      </Center>
    );
  }
  const s = share.data;
  const canDownload = s.permission === 'download';
  const file = s.file ?? picked;
  const folderHref = (folder: string) =>
    `${paths.sharedFile(id, token)}?folder=${encodeURIComponent(folder)}`;

  return (
    <Flex direction="column" h="full" data-testid="shared-file.page">
      <Box px="6" py="4" borderBottomWidth="1px">
        <Heading as="h1" size="lg" data-testid="shared.title">
          {s.file?.name ?? s.folder?.name}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('projects:public.shared_by', {
            name: `${s.shared_by.first_name} ${s.shared_by.last_name}`.trim(),
          })}
          {s.file &&
            ` · ${t('projects:versions.label', { number: s.file.version })} · ${formatBytes(s.file.size, locale)}`}
          {s.expires_at &&
            ` · ${t('projects:share.expires_on', { date: formatDate(s.expires_at, locale) })}`}
        </Text>
      </Box>
      <Flex flex="1" minH="0" direction={{ base: 'column', md: 'row' }}>
        {s.folder && (
          <Box w={{ base: 'full', md: '80' }} borderEndWidth={{ md: '1px' }} p="4" overflowY="auto">
            <FolderBreadcrumbs path={s.folder.path} href={(c) => folderHref(c.id)} />
            <List.Root variant="plain" gap="1" data-testid="shared.entries">
              {s.folder.folders.map((f) => (
                <List.Item key={f.id}>
                  <Button asChild variant="ghost" size="sm" justifyContent="start" w="full">
                    <Link to={folderHref(f.id)}>
                      <LuFolder aria-hidden /> {f.name}
                    </Link>
                  </Button>
                </List.Item>
              ))}
              {s.folder.files.map((f) => (
                <List.Item key={f.id}>
                  <Button
                    variant={picked?.id === f.id ? 'subtle' : 'ghost'}
                    size="sm"
                    justifyContent="start"
                    w="full"
                    onClick={() => setPicked(f)}
                    aria-pressed={picked?.id === f.id}
                  >
                    <FileKindIcon kind={f.kind} label={t(`projects:kinds.${f.kind}`)} />
                    <Text as="span" truncate>
                      {f.name}
                    </Text>
                  </Button>
                </List.Item>
              ))}
              {s.folder.folders.length + s.folder.files.length === 0 && (
                <Text color="fg.muted">{t('projects:empty_folder')}</Text>
              )}
            </List.Root>
          </Box>
        )}
        <Box flex="1" minH="0">
          {file ? (
            <SharedPreview
              token={token}
              file={file}
              canDownload={canDownload}
              folderShare={!!s.folder}
            />
          ) : (
            <Center h="full" color="fg.muted">
              <HStack>
                <Text>{t('projects:public.pick_file')}</Text>
              </HStack>
            </Center>
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
