import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus, LuScanSearch, LuTrash2 } from 'react-icons/lu';
import type { Task } from '@/api/contract/viewer';
import { deleteTask } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { useViewer } from '../session/viewer-context';
import { useBcfLabels } from './bcf-labels';
import { collabKeys, useCollab, useRefresh, useTasks } from './collab-queries';
import { elementsOf } from './viewpoint-codec';

const taskPalette: Record<string, string> = { todo: 'gray', in_progress: 'orange', done: 'green' };

/** Tasks of the version (beside the BCF topics): new, edit, show their elements, delete. */
export function TaskList() {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const collab = useCollab();
  const { data, isPending } = useTasks(collab?.versionId);
  return (
    <Stack gap="3">
      {collab?.canContribute && (
        <Button
          size="sm"
          colorPalette="blue"
          alignSelf="flex-start"
          onClick={() => tools.send({ type: 'dialog.open', dialog: 'newTask' })}
        >
          <LuPlus /> {t('tasks.new')}
        </Button>
      )}
      {!isPending && (data ?? []).length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('tasks.empty')}
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="viewer.tasks">
        {(data ?? []).map((task) => (
          <TaskRow key={task.id} task={task} />
        ))}
      </Stack>
    </Stack>
  );
}

function TaskRow({ task }: { task: Task }) {
  const { t, i18n } = useTranslation('viewer');
  const { session, tools } = useViewer();
  const labels = useBcfLabels();
  const refresh = useRefresh();
  const notify = useNotify();
  const remove = useMutation({
    mutationFn: () => deleteTask(task.id),
    onSuccess: () => {
      notify.success(t('tasks.deleted'));
      return refresh(collabKeys.tasks(task.version_id));
    },
    onError: notify.error,
  });
  const show = async () => {
    const { elements, box } = await elementsOf(session, task.elements);
    tools.send({ type: 'selection.set', elements });
    if (!box.isEmpty()) session.camera?.fit(box);
  };
  const due = task.due_date
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
        new Date(task.due_date),
      )
    : null;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="2" data-testid="viewer.task">
      <HStack justify="space-between" align="start" gap="1">
        <Stack gap="1" minW="0">
          <Text fontSize="sm" fontWeight="medium">
            {task.title}
          </Text>
          <HStack gap="1" wrap="wrap">
            <Badge size="sm" colorPalette={taskPalette[task.status] ?? 'gray'}>
              {labels.taskStatus(task.status)}
            </Badge>
            {task.assignee && (
              <Badge size="sm" variant="outline">
                {task.assignee}
              </Badge>
            )}
            {due && (
              <Badge size="sm" variant="subtle">
                {t('tasks.due', { date: due })}
              </Badge>
            )}
          </HStack>
        </Stack>
        <HStack gap="0">
          {task.elements.length > 0 && (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('tasks.show', { count: task.elements.length })}
              onClick={() => void show()}
            >
              <LuScanSearch />
            </IconButton>
          )}
          {task.can_edit && (
            <>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('tasks.edit', { title: task.title })}
                onClick={() =>
                  tools.send({ type: 'dialog.open', dialog: 'editTask', taskId: task.id })
                }
              >
                <LuPencil />
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('tasks.delete', { title: task.title })}
                loading={remove.isPending}
                onClick={() => remove.mutate()}
              >
                <LuTrash2 />
              </IconButton>
            </>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
