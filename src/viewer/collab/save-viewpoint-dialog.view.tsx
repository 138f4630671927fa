import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createViewpoint } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { useViewer } from '../session/viewer-context';
import { collabKeys, useCollab, useRefresh } from './collab-queries';
import { captureViewpoint } from './viewpoint-codec';

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
    <Dialog.Root open onOpenChange={(d) => !d.open && tools.send({ type: 'dialog.close' })}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="viewer.viewpoint.dialog">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (name.trim()) save.mutate();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('viewpoints.saveTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root required>
                  <Field.Label>{t('viewpoints.name')}</Field.Label>
                  <Input
                    autoFocus
                    maxLength={120}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                  />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => tools.send({ type: 'dialog.close' })}>
                  {t('actions.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="blue"
                  loading={save.isPending}
                  disabled={!name.trim()}
                >
                  {t('actions.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
