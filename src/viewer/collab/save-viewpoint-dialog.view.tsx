import { Field, Input } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createViewpoint } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { useViewer } from '../session/viewer-context';
import { collabKeys, useCollab, useRefresh } from './collab-queries';
import { captureViewpoint } from './viewpoint-codec';
import { CollabFormDialog } from './collab-form-dialog.view';

/** Names and saves the current view (camera, slice planes, visibility, selection). */
export function SaveViewpointDialog() {
  const { t, i18n } = useTranslation('viewer');
  const { session, tools } = useViewer();
  const collab = useCollab();
  const [name, setName] = useState(() =>
    t('viewpoints.defaultName', {
      date: new Intl.DateTimeFormat(i18n.resolvedLanguage, {
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date()),
    }),
  );
  const refresh = useRefresh();
  const notify = useNotify();
  const save = useMutation({
    mutationFn: async () => {
      const viewpoint = await captureViewpoint(session, tools);
      if (!collab || !viewpoint) throw new Error('nothing to save');
      return createViewpoint(collab.versionId, { name, viewpoint });
    },
    onSuccess: async () => {
      await refresh(collabKeys.viewpoints(collab!.versionId));
      tools.send({ type: 'dialog.close' });
      notify.success(t('viewpoints.saved'));
    },
    onError: notify.error,
  });
  return (
    <CollabFormDialog
      testId="viewer.viewpoint.dialog"
      title={t('viewpoints.saveTitle')}
      canSubmit={!!name.trim()}
      pending={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={() => tools.send({ type: 'dialog.close' })}
    >
      <Field.Root required>
        <Field.Label>{t('viewpoints.name')}</Field.Label>
        <Input autoFocus maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
      </Field.Root>
    </CollabFormDialog>
  );
}
