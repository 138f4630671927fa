import {
  Badge,
  Box,
  Button,
  Checkbox,
  DataList,
  HStack,
  Image,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuEye, LuTrash2 } from 'react-icons/lu';
import {
  topicStatuses,
  type TopicDetail as Detail,
  type UnshownViewpointPart,
} from '@/api/contract/viewer';
import { addComment, deleteTopic, updateTopic } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { useViewer } from '../session/viewer-context';
import { useBcfLabels } from './bcf-labels';
import { statusPalette } from './bcf-panel.view';
import { collabKeys, useCollab, useRefresh, useTopic } from './collab-queries';
import { applyViewpoint, captureViewpoint } from './viewpoint-codec';
import { ValueSelect } from './value-select.view';

/** One topic: its fields, snapshot and viewpoint, status, comments and a new comment. */
export function TopicDetail({ id }: { id: string }) {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const { data, isError } = useTopic(id);
  return (
    <Stack gap="3" data-testid="viewer.bcf.detail">
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        onClick={() => tools.send({ type: 'topic.close' })}
      >
        <Box as={LuArrowLeft} css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} aria-hidden />
        {t('bcf.back')}
      </Button>
      {isError && <Text color="fg.error">{t('bcf.unavailable')}</Text>}
      {data && <Topic topic={data} />}
    </Stack>
  );
}

function Topic({ topic }: { topic: Detail }) {
  const { t, i18n } = useTranslation('viewer');
  const { session, tools } = useViewer();
  const collab = useCollab();
  const labels = useBcfLabels();
  const refresh = useRefresh();
  const notify = useNotify();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(new Date(iso));
  const changed = () =>
    Promise.all([
      refresh(collabKeys.topic(topic.id)),
      refresh(collabKeys.topics(topic.version_id)),
    ]);
  const status = useMutation({
    mutationFn: (topic_status: string) => updateTopic(topic.id, { topic_status }),
    onSuccess: changed,
    onError: notify.error,
  });
  const remove = useMutation({
    mutationFn: () => deleteTopic(topic.id),
    onSuccess: async () => {
      tools.send({ type: 'topic.close' });
      notify.success(t('bcf.deleted'));
      await refresh(collabKeys.topics(topic.version_id));
    },
    onError: notify.error,
  });
  const statuses = topicStatuses.includes(topic.topic_status as never)
    ? topicStatuses
    : [topic.topic_status, ...topicStatuses];
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" data-testid="viewer.bcf.detail.title">
        {topic.title}
      </Text>
      <HStack gap="1" wrap="wrap">
        <Badge colorPalette={statusPalette[topic.topic_status] ?? 'gray'}>
          {labels.status(topic.topic_status)}
        </Badge>
        <Badge variant="outline">{labels.type(topic.topic_type)}</Badge>
        {topic.priority && <Badge>{labels.priority(topic.priority)}</Badge>}
        {topic.labels.map((l) => (
          <Badge key={l} variant="subtle" colorPalette="blue">
            {l}
          </Badge>
        ))}
      </HStack>
      {topic.snapshot_url && (
        <Image
          src={topic.snapshot_url}
          alt={t('bcf.snapshotOf', { title: topic.title })}
          data-testid="viewer.bcf.snapshot"
          borderRadius="md"
          borderWidth="1px"
        />
      )}
      {topic.viewpoint && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => void applyViewpoint(session, tools, topic.viewpoint!)}
        >
          <LuEye /> {t('bcf.showViewpoint')}
        </Button>
      )}
      <UnshownParts parts={topic.viewpoint?.unshown} />
      {topic.description && (
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {topic.description}
        </Text>
      )}
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        <DataList.Item>
          <DataList.ItemLabel>{t('bcf.fields.assignedTo')}</DataList.ItemLabel>
          <DataList.ItemValue>{topic.assigned_to ?? '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('bcf.fields.dueDate')}</DataList.ItemLabel>
          <DataList.ItemValue>{topic.due_date ? date(topic.due_date) : '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('bcf.fields.author')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {topic.author
              ? `${topic.author.first_name} ${topic.author.last_name}`
              : topic.author_label}
            , {date(topic.created_at)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {topic.can_edit && (
        <HStack gap="2">
          <ValueSelect
            ariaLabel={t('bcf.fields.status')}
            flex="1"
            value={topic.topic_status}
            onChange={(v) => status.mutate(v)}
            values={statuses}
            label={labels.status}
          />
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <LuTrash2 /> {t('bcf.delete')}
          </Button>
        </HStack>
      )}
      <Comments topic={topic} canComment={!!collab?.canContribute} onChanged={changed} />
    </Stack>
  );
}

function Comments({
  topic,
  canComment,
  onChanged,
}: {
  topic: Detail;
  canComment: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('viewer');
  const { session, tools } = useViewer();
  const [text, setText] = useState('');
  const [withView, setWithView] = useState(false);
  const notify = useNotify();
  const post = useMutation({
    mutationFn: async () =>
      addComment(topic.id, {
        text,
        viewpoint: withView ? await captureViewpoint(session, tools) : null,
      }),
    onSuccess: async () => {
      setText('');
      setWithView(false);
      await onChanged();
    },
    onError: notify.error,
  });
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {t('bcf.comments', { count: topic.comments.length })}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {topic.comments.map((c) => (
          <Box as="li" key={c.id} borderStartWidth="2px" ps="2" data-testid="viewer.bcf.comment">
            <Text fontSize="xs" color="fg.muted">
              {c.author ? `${c.author.first_name} ${c.author.last_name}` : c.author_label} ·{' '}
              {new Intl.DateTimeFormat(i18n.resolvedLanguage, {
                dateStyle: 'short',
                timeStyle: 'short',
              }).format(new Date(c.created_at))}
            </Text>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {c.text}
            </Text>
            {c.viewpoint && (
              <Button
                size="2xs"
                variant="ghost"
                onClick={() => void applyViewpoint(session, tools, c.viewpoint!)}
              >
                <LuEye /> {t('bcf.showViewpoint')}
              </Button>
            )}
            <UnshownParts parts={c.viewpoint?.unshown} />
          </Box>
        ))}
      </Stack>
      {canComment && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) post.mutate();
          }}
        >
          <Stack gap="2">
            <Textarea
              size="sm"
              rows={2}
              maxLength={5000}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-label={t('bcf.newComment')}
              placeholder={t('bcf.newComment')}
            />
            <HStack justify="space-between">
              <Checkbox.Root
                size="sm"
                checked={withView}
                onCheckedChange={(d) => setWithView(d.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('bcf.attachView')}</Checkbox.Label>
              </Checkbox.Root>
              <Button
                type="submit"
                size="sm"
                colorPalette="blue"
                loading={post.isPending}
                disabled={!text.trim()}
              >
                {t('bcf.send')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** Says what of an imported viewpoint the viewer does not draw (it is kept and exported). */
function UnshownParts({ parts }: { parts: UnshownViewpointPart[] | undefined }) {
  const { t, i18n } = useTranslation('viewer');
  if (!parts?.length) return null;
  const list = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' }).format(
    parts.map((p) => t(`bcf.unshown.${p}`)),
  );
  return (
    <Text
      fontSize="xs"
      color="fg.muted"
      data-testid="viewer.bcf.unshown"
      data-parts={parts.join(' ')}
    >
      {t('bcf.unshown.note', { parts: list })}
    </Text>
  );
}
