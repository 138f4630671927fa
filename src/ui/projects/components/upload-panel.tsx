import { Box, Button, CloseButton, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from '@/machines/upload-queue.machine';
import { useLanguage } from '@/ui/i18n/language';
import { formatBytes } from '../format';
import { useUploadActions, useUploadItems } from '../upload-queue';

function ItemRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { cancel, retry, dismiss } = useUploadActions();
  const percent = item.total ? Math.min(100, Math.round((item.loaded / item.total) * 100)) : 0;
  const error =
    item.error && (item.error.message || t(`projects:upload.errors.${item.error.kind}`));
  return (
    <Stack gap="1" data-testid="upload.item" data-status={item.status} data-name={item.name}>
      <HStack justify="space-between" gap="2">
        <Text truncate fontSize="sm" title={item.name}>
          {item.name}
        </Text>
        <HStack gap="1" flexShrink={0}>
          <Text
            fontSize="xs"
            color={item.status === 'failed' ? 'fg.error' : 'fg.muted'}
            data-testid="upload.status"
          >
            {item.status === 'uploading'
              ? t('projects:upload.percent', { percent })
              : t(`projects:upload.status.${item.status}`)}
          </Text>
          {item.status === 'failed' && (
            <Button size="xs" variant="ghost" onClick={() => retry(item.id)}>
              {t('common:actions.retry')}
            </Button>
          )}
          {(item.status === 'queued' ||
            item.status === 'uploading' ||
            item.status === 'failed') && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => cancel(item.id)}
              data-testid="upload.cancel"
            >
              {t('common:actions.cancel')}
            </Button>
          )}
          {(item.status === 'done' || item.status === 'cancelled' || item.status === 'failed') && (
            <CloseButton
              size="xs"
              onClick={() => dismiss(item.id)}
              aria-label={t('projects:upload.dismiss', { name: item.name })}
            />
          )}
        </HStack>
      </HStack>
      {(item.status === 'uploading' || item.status === 'queued') && (
        <Progress.Root
          size="xs"
          value={item.status === 'queued' ? null : percent}
          aria-label={t('projects:upload.progress_of', { name: item.name })}
          data-testid="upload.progress"
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {item.status === 'uploading' && (
        <Text fontSize="xs" color="fg.muted">
          {formatBytes(item.loaded, locale)} / {formatBytes(item.total, locale)}
        </Text>
      )}
      {error && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Every upload of the tab with its progress bar, cancel, retry; two upload at a time. */
export function UploadPanel() {
  const { t } = useTranslation();
  const items = useUploadItems();
  const { clear } = useUploadActions();
  if (items.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label={t('projects:upload.title')}
      position="fixed"
      insetEnd="6"
      bottom="6"
      w={{ base: 'calc(100% - 3rem)', md: '96' }}
      maxH="60vh"
      overflowY="auto"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
      p="4"
      zIndex="docked"
      data-testid="upload.panel"
    >
      <HStack justify="space-between" mb="3">
        <Text fontWeight="semibold">{t('projects:upload.title')}</Text>
        <Button size="xs" variant="ghost" onClick={clear}>
          {t('projects:upload.clear')}
        </Button>
      </HStack>
      <Stack gap="3" aria-live="polite">
        {items.map((i) => (
          <ItemRow key={i.id} item={i} />
        ))}
      </Stack>
    </Box>
  );
}
