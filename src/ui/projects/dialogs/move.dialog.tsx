import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Folder } from '@/api/contract/folders';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { FormField } from '@/ui/forms/form-field';
import { SelectField } from '../components/select-field';
import { useFolders, useMove } from '../queries/files.queries';

/** Folders as « Projet / Plans / Niveaux » labels, depth-first. */
export function folderOptions(folders: Folder[], rootName: string, exclude?: string) {
  const children = (id: string | null) => folders.filter((f) => f.parent_id === id);
  const out: { value: string; label: string }[] = [];
  const walk = (f: Folder, trail: string) => {
    if (f.id === exclude) return; // a folder cannot go into itself or below itself
    const label = trail ? `${trail} / ${f.name}` : f.parent_id === null ? rootName : f.name;
    out.push({ value: f.id, label });
    for (const c of children(f.id)) walk(c, label);
  };
  for (const root of children(null)) walk(root, '');
  return out;
}

/** Move a file or folder to another folder of its project. */
export function MoveDialog() {
  const { t } = useTranslation();
  const { payload, close } = useDialog('moveItem');
  const folders = useFolders(payload?.projectId ?? '', !!payload);
  const [to, setTo] = useState('');
  const move = useMove();
  const notify = useNotify();
  const options = payload
    ? folderOptions(
        folders.data ?? [],
        t('projects:root_folder'),
        payload.kind === 'folder' ? payload.id : undefined,
      )
    : [];
  const target = to || payload?.parentId || '';
  const submit = () => {
    if (!payload || target === payload.parentId) return close();
    move.mutate(
      { kind: payload.kind, id: payload.id, to: target },
      {
        onSuccess: () => {
          notify.success(t('projects:moved', { name: payload.name }));
          setTo('');
          close();
        },
        onError: notify.error,
      },
    );
  };
  return (
    <AppDialog
      name="moveItem"
      title={t('projects:move_title', { name: payload?.name ?? '' })}
      footer={
        <DialogActions
          onCancel={close}
          onConfirm={submit}
          confirmLabel={t('projects:move')}
          pending={move.isPending}
          testId="move.submit"
        />
      }
    >
      <Stack gap="3">
        <Text>{t('projects:move_body')}</Text>
        <FormField label={t('projects:fields.destination')}>
          <SelectField value={target} onChange={setTo} options={options} testId="move.target" />
        </FormField>
      </Stack>
    </AppDialog>
  );
}
