import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskStatuses, type Task } from '@/api/contract/viewer';
import { createTask, updateTask } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { useViewer } from '../session/viewer-context';
import { selectionRef, useEditedTask } from '../session/viewer-selectors';
import { useBcfLabels } from './bcf-labels';
import { collabKeys, useCollab, useRefresh, useTasks } from './collab-queries';
import { componentsOf } from './viewpoint-codec';
import { CollabFormDialog } from './collab-form-dialog.view';
import { ValueSelect } from './value-select.view';

/** The new-task and edit-task dialog: title, assignee, due date, status, linked elements. */
export function TaskDialog() {
  const collab = useCollab();
  const taskId = useEditedTask();
  const tasks = useTasks(collab?.versionId).data;
  const task = taskId ? tasks?.find((x) => x.id === taskId) : undefined;
  if (taskId && !task) return null;
  return <TaskForm key={taskId ?? 'new'} task={task} />;
}

function TaskForm({ task }: { task: Task | undefined }) {
  const { t } = useTranslation('viewer');
  const { session, tools } = useViewer();
  const collab = useCollab();
  const labels = useBcfLabels();
  const [title, setTitle] = useState(task?.title ?? '');
  const [assignee, setAssignee] = useState(task?.assignee ?? '');
  const [due, setDue] = useState(task?.due_date ?? '');
  const [status, setStatus] = useState<Task['status']>(task?.status ?? 'todo');
  const [elements, setElements] = useState<string[]>(task?.elements ?? []);
  const refresh = useRefresh();
  const notify = useNotify();
  const takeSelection = async () =>
    setElements(
      await componentsOf(session, selectionRef(tools)?.getSnapshot().context.selected ?? []),
    );
  // A new task starts linked to the elements selected in the scene.
  useEffect(() => {
    if (task) return;
    let live = true;
    void componentsOf(session, selectionRef(tools)?.getSnapshot().context.selected ?? []).then(
      (ids) => live && setElements(ids),
    );
    return () => {
      live = false;
    };
  }, [task, session, tools]);
  const save = useMutation({
    mutationFn: () => {
      const body = {
        title,
        assignee: assignee.trim() || null,
        due_date: due || null,
        status,
        elements,
      };
      return task ? updateTask(task.id, body) : createTask(collab!.versionId, body);
    },
    onSuccess: async () => {
      await refresh(collabKeys.tasks(collab!.versionId));
      tools.send({ type: 'dialog.close' });
      notify.success(task ? t('tasks.updated') : t('tasks.created'));
    },
    onError: notify.error,
  });
  return (
    <CollabFormDialog
      testId="viewer.task.dialog"
      title={task ? t('tasks.editTitle') : t('tasks.newTitle')}
      canSubmit={!!title.trim()}
      pending={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={() => tools.send({ type: 'dialog.close' })}
    >
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>{t('tasks.fields.title')}</Field.Label>
          <Input
            size="sm"
            autoFocus
            maxLength={255}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </Field.Root>
        <SimpleGrid columns={2} gap="3">
          <Field.Root>
            <Field.Label>{t('tasks.fields.assignee')}</Field.Label>
            <Input
              size="sm"
              maxLength={255}
              value={assignee}
              onChange={(e) => setAssignee(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('tasks.fields.dueDate')}</Field.Label>
            <Input size="sm" type="date" value={due} onChange={(e) => setDue(e.target.value)} />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{t('tasks.fields.status')}</Field.Label>
          <ValueSelect
            value={status}
            onChange={(v) => setStatus(v as Task['status'])}
            values={taskStatuses}
            label={labels.taskStatus}
          />
        </Field.Root>
        <HStack justify="space-between">
          <Text fontSize="sm" data-testid="viewer.task.elements">
            {t('tasks.linked', { count: elements.length })}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void takeSelection()}>
            {t('tasks.useSelection')}
          </Button>
        </HStack>
      </Stack>
    </CollabFormDialog>
  );
}
