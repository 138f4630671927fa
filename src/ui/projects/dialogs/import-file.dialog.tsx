import { Badge, Box, Button, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSettings2, LuUpload } from 'react-icons/lu';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useLanguage } from '@/ui/i18n/language';
import { ACCEPTED_EXTENSIONS, formatBytes } from '../format';
import { uploadOptions, useImportOptions } from '../import-options';
import { useUploadActions } from '../upload-queue';

/** Choose files (or drop them here), check the options, import: each file joins the upload queue. */
export function ImportFileDialog({ folderId }: { folderId: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { close } = useDialog('importFile');
  const optionsDialog = useDialog('importFileOptions');
  const { options } = useImportOptions();
  const uploads = useUploadActions();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);

  const start = () => {
    if (files.length)
      uploads.add(files, { kind: 'folder', folderId, options: uploadOptions(options) });
    setFiles([]);
    close();
  };

  return (
    <AppDialog
      name="importFile"
      title={t('projects:import.title')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={start} disabled={!files.length} data-testid="import.start">
            <LuUpload /> {t('projects:import.start', { count: files.length })}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Box
          borderWidth="2px"
          borderStyle="dashed"
          borderRadius="lg"
          p="6"
          textAlign="center"
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            setFiles((f) => [...f, ...Array.from(e.dataTransfer.files)]);
          }}
        >
          <Text mb="3">{t('projects:import.drop_here')}</Text>
          <Button variant="outline" onClick={() => input.current?.click()}>
            {t('projects:import.choose')}
          </Button>
          <Input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ACCEPTED_EXTENSIONS.join(',')}
            data-testid="import.input"
            aria-label={t('projects:import.choose')}
            onChange={(e) => {
              setFiles((f) => [...f, ...Array.from(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
          <Text fontSize="sm" color="fg.muted" mt="3">
            {t('projects:import.accepted')}
          </Text>
        </Box>
        {files.length > 0 && (
          <List.Root variant="plain" gap="1" data-testid="import.files">
            {files.map((f, i) => (
              <List.Item key={`${f.name}-${i}`} justifyContent="space-between">
                <Text truncate>{f.name}</Text>
                <HStack>
                  <Text color="fg.muted" fontSize="sm">
                    {formatBytes(f.size, locale)}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => setFiles((all) => all.filter((_, j) => j !== i))}
                  >
                    {t('projects:import.remove')}
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
        <HStack justify="space-between" wrap="wrap">
          <HStack gap="2" wrap="wrap">
            <Badge>{t(`projects:import.conflict.${options.on_conflict}`)}</Badge>
            {options.discipline && <Badge>{t(`projects:disciplines.${options.discipline}`)}</Badge>}
          </HStack>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => optionsDialog.open()}
            data-testid="import.options"
          >
            <LuSettings2 /> {t('projects:import.options')}
          </Button>
        </HStack>
      </Stack>
    </AppDialog>
  );
}
