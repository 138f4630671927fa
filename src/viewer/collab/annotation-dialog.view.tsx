import { Field, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAnnotation, updateAnnotation } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { useViewer } from '../session/viewer-context';
import { useAnnotationTool } from '../session/viewer-selectors';
import { collabKeys, useAnnotations, useCollab, useRefresh } from './collab-queries';
import { CollabFormDialog } from './collab-form-dialog.view';

/** The new-annotation dialog (after a click on the model), also used to edit an annotation's text. */
export function AnnotationDialog() {
  const tool = useAnnotationTool();
  const open = tool?.mode === 'composing' || tool?.mode === 'editing';
  if (!open) return null;
  return <AnnotationForm key={`${tool.mode}:${tool.context.editing ?? ''}`} />;
}

function AnnotationForm() {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const collab = useCollab();
  const tool = useAnnotationTool()!;
  const list = useAnnotations(collab?.versionId).data ?? [];
  const editing = list.find((a) => a.id === tool.context.editing);
  const [text, setText] = useState(editing?.text ?? '');
  const refresh = useRefresh();
  const notify = useNotify();
  const save = useMutation({
    mutationFn: async () => {
      if (!collab) throw new Error('no version');
      if (editing) return updateAnnotation(editing.id, { text });
      const draft = tool.context.draft!;
      return createAnnotation(collab.versionId, {
        position: [...draft.position],
        element: draft.element,
        text,
      });
    },
    onSuccess: async (a) => {
      await refresh(collabKeys.annotations(collab!.versionId));
      tools.send({ type: 'annotation.saved' });
      tools.send({ type: 'annotation.open', id: a.id });
      notify.success(editing ? t('annotations.updated') : t('annotations.created'));
    },
    onError: notify.error,
  });
  return (
    <CollabFormDialog
      testId="viewer.annotation.dialog"
      title={editing ? t('annotations.editTitle') : t('annotations.newTitle')}
      canSubmit={!!text.trim()}
      pending={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={() => tools.send({ type: 'annotation.cancel' })}
    >
      <Field.Root required>
        <Field.Label>{t('annotations.text')}</Field.Label>
        <Textarea
          autoFocus
          rows={4}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Field.Root>
    </CollabFormDialog>
  );
}
