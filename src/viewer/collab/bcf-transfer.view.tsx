import { Button, Menu } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { bcfVersions, type BcfImportResult } from '@/api/contract/viewer';
import { exportBcf, importBcf } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { collabKeys, useCollab, useRefresh } from './collab-queries';

/** Import a .bcf/.bcfzip (BCF 2.0, 2.1, 3.0) into this version; export its topics as BCF 2.1 or 3.0. */
export function BcfTransfer({ onImported }: { onImported: (result: BcfImportResult) => void }) {
  const { t } = useTranslation('viewer');
  const collab = useCollab();
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh();
  const notify = useNotify();
  const upload = useMutation({
    mutationFn: (file: File) => importBcf(collab!.versionId, file),
    onSuccess: (r) => {
      notify.success(t('bcf.imported', { count: r.imported + r.updated }));
      onImported(r);
      return refresh(collabKeys.topics(collab!.versionId));
    },
    onError: notify.error,
  });
  const download = useMutation({
    mutationFn: (version: '2.1' | '3.0') => exportBcf(collab!.versionId, version),
    onSuccess: ({ blob, filename }) => {
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    onError: notify.error,
  });
  if (!collab) return null;
  return (
    <>
      {collab.canContribute && (
        <>
          <input
            ref={input}
            type="file"
            accept=".bcf,.bcfzip"
            hidden
            data-testid="viewer.bcf.import-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
          <Button
            size="sm"
            variant="outline"
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <LuUpload /> {t('bcf.import')}
          </Button>
        </>
      )}
      {/* Not portalled: the open menu stays in the panel's landmark; fixed, so the panel's
          scrolling box does not clip it. */}
      <Menu.Root positioning={{ strategy: 'fixed' }}>
        <Menu.Trigger asChild>
          <Button
            size="sm"
            variant="outline"
            loading={download.isPending}
            data-testid="viewer.bcf.export"
          >
            <LuDownload /> {t('bcf.export')}
          </Button>
        </Menu.Trigger>
        <Menu.Positioner>
          <Menu.Content>
            {bcfVersions.map((v) => (
              <Menu.Item key={v} value={v} onSelect={() => download.mutate(v)}>
                {t('bcf.exportAs', { version: v })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Root>
    </>
  );
}
