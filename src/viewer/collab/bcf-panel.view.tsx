import { Badge, Box, Button, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { topicStatuses, type BcfImportResult, type Topic } from '@/api/contract/viewer';
import { useViewer } from '../session/viewer-context';
import { useOpenTopic } from '../session/viewer-selectors';
import { BcfImportReport } from './bcf-import-report.view';
import { BcfTransfer } from './bcf-transfer.view';
import { useCollab, useTopics } from './collab-queries';
import { PanelFrame } from './panel-frame.view';
import { TaskList } from './task-list.view';
import { TopicDetail } from './topic-detail.view';
import { useBcfLabels } from './bcf-labels';
import { ValueSelect } from './value-select.view';

/** BCF topics (list, detail, new, import, export) with the tasks beside them. */
export function BcfPanel() {
  const { t } = useTranslation('viewer');
  const [tab, setTab] = useState('topics');
  return (
    <PanelFrame title={t('bcf.title')} testId="viewer.bcf">
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} size="sm">
        <Tabs.List px="2">
          <Tabs.Trigger value="topics">{t('bcf.topics')}</Tabs.Trigger>
          <Tabs.Trigger value="tasks">{t('tasks.title')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="topics" p="3">
          <Topics />
        </Tabs.Content>
        <Tabs.Content value="tasks" p="3">
          <TaskList />
        </Tabs.Content>
      </Tabs.Root>
    </PanelFrame>
  );
}

export const statusPalette: Record<string, string> = {
  open: 'red',
  in_progress: 'orange',
  resolved: 'green',
  closed: 'gray',
};

function Topics() {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const collab = useCollab();
  const openId = useOpenTopic();
  const { data, isPending } = useTopics(collab?.versionId);
  const [status, setStatus] = useState('all');
  const labels = useBcfLabels();
  const [report, setReport] = useState<BcfImportResult | null>(null);
  if (openId) return <TopicDetail id={openId} />;
  const shown = (data ?? []).filter((x) => status === 'all' || x.topic_status === status);
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        {collab?.canContribute && (
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => tools.send({ type: 'dialog.open', dialog: 'newTopic' })}
          >
            <LuPlus /> {t('bcf.new')}
          </Button>
        )}
        <BcfTransfer onImported={setReport} />
      </HStack>
      {report && <BcfImportReport report={report} onClose={() => setReport(null)} />}
      <ValueSelect
        ariaLabel={t('bcf.filter')}
        value={status}
        onChange={setStatus}
        first={{ value: 'all', label: t('bcf.allStatuses') }}
        values={topicStatuses}
        label={labels.status}
      />
      {!isPending && shown.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('bcf.empty')}
        </Text>
      )}
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" data-testid="viewer.bcf.topics">
        {shown.map((topic) => (
          <TopicRow key={topic.id} topic={topic} />
        ))}
      </Stack>
    </Stack>
  );
}

function TopicRow({ topic }: { topic: Topic }) {
  const { tools } = useViewer();
  const labels = useBcfLabels();
  return (
    <Box as="li" data-testid="viewer.bcf.topic">
      <Button
        variant="ghost"
        size="sm"
        h="auto"
        py="2"
        w="full"
        justifyContent="flex-start"
        textAlign="start"
        onClick={() => tools.send({ type: 'topic.open', id: topic.id })}
      >
        <Stack gap="1" minW="0" w="full">
          <Text fontWeight="medium" truncate>
            {topic.title}
          </Text>
          <HStack gap="1" wrap="wrap">
            <Badge size="sm" colorPalette={statusPalette[topic.topic_status] ?? 'gray'}>
              {labels.status(topic.topic_status)}
            </Badge>
            {topic.priority && <Badge size="sm">{labels.priority(topic.priority)}</Badge>}
            <Badge size="sm" variant="outline">
              {labels.type(topic.topic_type)}
            </Badge>
          </HStack>
        </Stack>
      </Button>
    </Box>
  );
}
