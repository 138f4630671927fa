import { Badge, Box, CloseButton, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BcfImportResult } from '@/api/contract/viewer';

const palette = { imported: 'green', updated: 'blue', refused: 'red' } as const;

/**
 * What the last BCF import did: each topic imported, updated (same GUID) or refused with the
 * reason, and what readable topics carried that could not be kept.
 */
export function BcfImportReport({
  report,
  onClose,
}: {
  report: BcfImportResult;
  onClose: () => void;
}) {
  const { t } = useTranslation('viewer');
  return (
    <Box
      role="status"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="viewer.bcf.import-report"
    >
      <HStack justify="space-between" align="start">
        <Stack gap="0">
          <Text fontWeight="semibold">
            {t('bcf.report.title', { version: report.bcf_version })}
          </Text>
          <Text fontSize="sm">
            {t('bcf.report.summary', {
              imported: report.imported,
              updated: report.updated,
              refused: report.refused,
            })}
          </Text>
        </Stack>
        <CloseButton size="xs" aria-label={t('bcf.report.close')} onClick={onClose} />
      </HStack>
      <List.Root variant="plain" gap="1" mt="2" fontSize="sm">
        {report.report.map((r, i) => (
          <List.Item key={`${r.folder}-${i}`} display="block">
            <Badge colorPalette={palette[r.outcome]} me="2">
              {t(`bcf.report.outcome.${r.outcome}`)}
            </Badge>
            {r.title ?? r.folder}
            {r.reason && (
              <Text as="span" color="fg.muted">
                {' — '}
                {t(`bcf.report.reason.${r.reason}`)}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
      {report.notes.length > 0 && (
        <>
          <Text fontWeight="semibold" fontSize="sm" mt="2">
            {t('bcf.report.notes')}
          </Text>
          <List.Root gap="1" ps="4" fontSize="sm">
            {report.notes.map((n, i) => (
              <List.Item key={`${n.topic_guid}-${i}`}>
                {t(`bcf.report.note.${n.code}`, { detail: n.detail })}
              </List.Item>
            ))}
          </List.Root>
        </>
      )}
    </Box>
  );
}
