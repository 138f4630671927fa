import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { productDownloadUrl } from '@/api/catalogue.api';
import type { Product } from '@/api/contract/products';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useLanguage } from '@/ui/i18n/language';
import { formatBytes } from '@/ui/projects/format';

/**
 * SPEC §2 "download product file": what the file is (name, format, size, how often it was
 * downloaded) before the download itself, which the server counts. Opened with `{ fileId }`.
 */
export function DownloadProductFileDialog({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { payload, close } = useDialog('downloadProductFile');
  const file = product.files.find((f) => f.id === payload?.fileId);
  return (
    <AppDialog name="downloadProductFile" title={t('catalogue:download_title')}>
      {file && (
        <Stack gap="3">
          <Stack gap="1">
            <Text fontWeight="semibold" data-testid="download.name">
              {file.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {`${file.format.toUpperCase()} · ${formatBytes(file.size, locale)} · ${t(
                'catalogue:download_count',
                { count: file.download_count },
              )}`}
            </Text>
          </Stack>
          <Text fontSize="sm">
            {t('catalogue:download_terms', {
              maker: product.manufacturer.company ?? product.manufacturer.name,
            })}
          </Text>
          <HStack justify="end">
            <Button variant="ghost" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button asChild data-testid="download.confirm">
              <a
                href={productDownloadUrl(product.id, file.id)}
                download={file.name}
                onClick={() => setTimeout(close, 0)}
              >
                <LuDownload /> {t('catalogue:download')}
              </a>
            </Button>
          </HStack>
        </Stack>
      )}
    </AppDialog>
  );
}
