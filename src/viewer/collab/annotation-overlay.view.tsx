import { Box, Button, Card, HStack, IconButton, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2, LuX } from 'react-icons/lu';
import { Matrix4, Vector3 } from 'three';
import type { Annotation } from '@/api/contract/viewer';
import { deleteAnnotation } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { useViewer } from '../session/viewer-context';
import { useAnnotationTool } from '../session/viewer-selectors';
import { collabKeys, useAnnotations, useCollab, useRefresh } from './collab-queries';

/**
 * Annotation pins over the scene: numbered buttons pinned to their 3D points (moved by the
 * scene's OverlayTracker), the open one showing its text with edit and delete.
 */
export function AnnotationOverlay() {
  const collab = useCollab();
  const tool = useAnnotationTool();
  const { data } = useAnnotations(collab?.versionId);
  if (!collab || !tool?.context.visible || !data) return null;
  return (
    // Screen positions are physical pixels from the scene's left edge, whatever the language.
    <Box position="absolute" inset="0" pointerEvents="none" overflow="hidden" dir="ltr" zIndex="1">
      {data.map((a, i) => (
        <Pin key={a.id} annotation={a} n={i + 1} open={tool.context.open === a.id} />
      ))}
    </Box>
  );
}

function Pin({ annotation, n, open }: { annotation: Annotation; n: number; open: boolean }) {
  const { t, i18n } = useTranslation('viewer');
  const { session, tools } = useViewer();
  const ref = useRef<HTMLDivElement>(null);
  const refresh = useRefresh();
  const notify = useNotify();
  const world = useMemo(() => {
    const toWorld = new Matrix4().copy(session.model?.worldToModel ?? new Matrix4()).invert();
    return new Vector3(...annotation.position).applyMatrix4(toWorld);
  }, [annotation.position, session]);
  useEffect(() => {
    session.track(annotation.id, world, ref.current);
    return () => session.track(annotation.id, world, null);
  }, [session, annotation.id, world]);
  const remove = useMutation({
    mutationFn: () => deleteAnnotation(annotation.id),
    onSuccess: () => {
      tools.send({ type: 'annotation.close' });
      notify.success(t('annotations.deleted'));
      return refresh(collabKeys.annotations(annotation.version_id));
    },
    onError: notify.error,
  });
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
    new Date(annotation.created_at),
  );
  return (
    <Box
      ref={ref}
      position="absolute"
      top="0"
      insetStart="0"
      visibility="hidden"
      data-testid="viewer.annotation"
    >
      <Button
        size="2xs"
        borderRadius="full"
        colorPalette="orange"
        transform="translate(-50%, -50%)"
        pointerEvents="auto"
        aria-label={t('annotations.pin', { n })}
        aria-expanded={open}
        onClick={() =>
          tools.send({ type: open ? 'annotation.close' : 'annotation.open', id: annotation.id })
        }
      >
        {n}
      </Button>
      {open && (
        <Card.Root
          size="sm"
          position="absolute"
          top="3"
          insetStart="3"
          w="64"
          pointerEvents="auto"
          boxShadow="lg"
          dir={i18n.dir(i18n.resolvedLanguage)}
          data-testid="viewer.annotation.card"
        >
          <Card.Body gap="2">
            <HStack justify="space-between" align="start">
              <Text fontSize="xs" color="fg.muted">
                {t('annotations.by', {
                  name: annotation.author
                    ? `${annotation.author.first_name} ${annotation.author.last_name}`
                    : '—',
                  date: when,
                })}
              </Text>
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={t('annotations.close')}
                onClick={() => tools.send({ type: 'annotation.close' })}
              >
                <LuX />
              </IconButton>
            </HStack>
            <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="viewer.annotation.text">
              {annotation.text}
            </Text>
            {annotation.can_edit && (
              <HStack gap="1" justify="flex-end">
                <Button
                  size="2xs"
                  variant="outline"
                  onClick={() => tools.send({ type: 'annotation.edit', id: annotation.id })}
                >
                  <LuPencil /> {t('annotations.edit')}
                </Button>
                <Button
                  size="2xs"
                  variant="outline"
                  colorPalette="red"
                  loading={remove.isPending}
                  onClick={() => remove.mutate()}
                >
                  <LuTrash2 /> {t('annotations.delete')}
                </Button>
              </HStack>
            )}
          </Card.Body>
        </Card.Root>
      )}
    </Box>
  );
}
