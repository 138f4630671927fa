import { Field, Image, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  topicPriorities,
  topicStatuses,
  topicTypes,
  type ViewpointData,
} from '@/api/contract/viewer';
import { createTopic } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { useViewer } from '../session/viewer-context';
import { useBcfLabels } from './bcf-labels';
import { collabKeys, useCollab, useRefresh } from './collab-queries';
import { captureViewpoint } from './viewpoint-codec';
import { CollabFormDialog } from './collab-form-dialog.view';
import { ValueSelect } from './value-select.view';

type Form = {
  title: string;
  topic_type: string;
  topic_status: string;
  priority: string;
  assigned_to: string;
  due_date: string;
  labels: string;
  description: string;
};

/**
 * The new-BCF dialog: title, type, status, priority, assignee, due date, labels, description; the
 * current view (viewpoint and snapshot) is taken when the dialog opens and saved with the topic.
 */
export function NewTopicDialog() {
  const { t } = useTranslation('viewer');
  const { session, tools } = useViewer();
  const collab = useCollab();
  const labels = useBcfLabels();
  const [snapshot] = useState(() => session.snapshot?.() ?? null);
  const [viewpoint, setViewpoint] = useState<ViewpointData | null>(null);
  const [form, setForm] = useState<Form>({
    title: '',
    topic_type: 'issue',
    topic_status: 'open',
    priority: 'normal',
    assigned_to: '',
    due_date: '',
    labels: '',
    description: '',
  });
  useEffect(() => {
    let live = true;
    void captureViewpoint(session, tools).then((v) => live && setViewpoint(v));
    return () => {
      live = false;
    };
  }, [session, tools]);
  const refresh = useRefresh();
  const notify = useNotify();
  const create = useMutation({
    mutationFn: () =>
      createTopic(collab!.versionId, {
        title: form.title,
        topic_type: form.topic_type,
        topic_status: form.topic_status,
        priority: form.priority || null,
        assigned_to: form.assigned_to.trim() || null,
        due_date: form.due_date || null,
        labels: form.labels
          .split(',')
          .map((l) => l.trim())
          .filter(Boolean),
        description: form.description.trim() || null,
        viewpoint,
        snapshot,
      }),
    onSuccess: async (topic) => {
      await refresh(collabKeys.topics(collab!.versionId));
      tools.send({ type: 'dialog.close' });
      tools.send({ type: 'topic.open', id: topic.id });
      notify.success(t('bcf.created'));
    },
    onError: notify.error,
  });
  const set = (k: keyof Form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  const select = (
    k: keyof Form,
    values: readonly string[],
    label: (v: string) => string,
    name: string,
  ) => (
    <Field.Root>
      <Field.Label>{name}</Field.Label>
      <ValueSelect
        value={form[k]}
        onChange={(value) => setForm({ ...form, [k]: value })}
        values={values}
        label={label}
      />
    </Field.Root>
  );
  return (
    <CollabFormDialog
      testId="viewer.bcf.new"
      title={t('bcf.newTitle')}
      size="lg"
      canSubmit={!!form.title.trim()}
      pending={create.isPending}
      submitLabel={t('bcf.create')}
      onSubmit={() => create.mutate()}
      onClose={() => tools.send({ type: 'dialog.close' })}
    >
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>{t('bcf.fields.title')}</Field.Label>
          <Input size="sm" autoFocus maxLength={255} value={form.title} onChange={set('title')} />
        </Field.Root>
        <SimpleGrid columns={3} gap="3">
          {select('topic_type', topicTypes, labels.type, t('bcf.fields.type'))}
          {select('topic_status', topicStatuses, labels.status, t('bcf.fields.status'))}
          {select('priority', topicPriorities, labels.priority, t('bcf.fields.priority'))}
        </SimpleGrid>
        <SimpleGrid columns={2} gap="3">
          <Field.Root>
            <Field.Label>{t('bcf.fields.assignedTo')}</Field.Label>
            <Input
              size="sm"
              type="email"
              maxLength={255}
              value={form.assigned_to}
              onChange={set('assigned_to')}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('bcf.fields.dueDate')}</Field.Label>
            <Input size="sm" type="date" value={form.due_date} onChange={set('due_date')} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('bcf.fields.labels')}</Field.Label>
          <Input size="sm" value={form.labels} onChange={set('labels')} />
          <Field.HelperText>{t('bcf.labelsHelp')}</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('bcf.fields.description')}</Field.Label>
          <Textarea
            size="sm"
            rows={3}
            maxLength={10_000}
            value={form.description}
            onChange={set('description')}
          />
        </Field.Root>
        {snapshot && (
          <Image
            src={`data:image/png;base64,${snapshot}`}
            alt={t('bcf.snapshotPreview')}
            data-testid="viewer.bcf.snapshot"
            borderRadius="md"
            borderWidth="1px"
            maxH="40"
            objectFit="contain"
          />
        )}
      </Stack>
    </CollabFormDialog>
  );
}
