import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuCamera, LuLink, LuTrash2 } from 'react-icons/lu';
import type { SavedViewpoint } from '@/api/contract/viewer';
import { deleteViewpoint } from '@/api/viewer.api';
import { useNotify } from '@/ui/components/use-notify';
import { useViewer } from '../session/viewer-context';
import { collabKeys, useCollab, useRefresh, useViewpoints } from './collab-queries';
import { PanelFrame } from './panel-frame.view';
import { applyViewpoint } from './viewpoint-codec';

/** The link that opens the viewer on a saved viewpoint. */
export function viewpointLink(id: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set('viewpoint', id);
  return url.toString();
}

/** Saved viewpoints: save the current view, restore, copy a link, delete. */
export function ViewpointsPanel() {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const collab = useCollab();
  const { data, isPending } = useViewpoints(collab?.versionId);
  return (
    <PanelFrame title={t('viewpoints.title')} testId="viewer.viewpoints">
      <Stack gap="2" p="3">
        {collab?.canContribute && (
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => tools.send({ type: 'dialog.open', dialog: 'saveViewpoint' })}
          >
            <LuCamera /> {t('viewpoints.save')}
          </Button>
        )}
        {!isPending && (data ?? []).length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('viewpoints.empty')}
          </Text>
        )}
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {(data ?? []).map((v) => (
            <ViewpointRow key={v.id} viewpoint={v} />
          ))}
        </Stack>
      </Stack>
    </PanelFrame>
  );
}

function ViewpointRow({ viewpoint }: { viewpoint: SavedViewpoint }) {
  const { t } = useTranslation('viewer');
  const { session, tools } = useViewer();
  const refresh = useRefresh();
  const notify = useNotify();
  const remove = useMutation({
    mutationFn: () => deleteViewpoint(viewpoint.id),
    onSuccess: () => {
      notify.success(t('viewpoints.deleted'));
      return refresh(collabKeys.viewpoints(viewpoint.version_id));
    },
    onError: notify.error,
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(viewpointLink(viewpoint.id));
      notify.success(t('viewpoints.copied'));
    } catch {
      notify.info(t('viewpoints.copyManually'), viewpointLink(viewpoint.id));
    }
  };
  return (
    <HStack as="li" gap="1" data-testid="viewer.viewpoint">
      <Button
        size="sm"
        variant="ghost"
        flex="1"
        minW="0"
        justifyContent="flex-start"
        onClick={() => void applyViewpoint(session, tools, viewpoint.viewpoint)}
        aria-label={t('viewpoints.restore', { name: viewpoint.name })}
      >
        <Box as="span" truncate>
          {viewpoint.name}
        </Box>
      </Button>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('viewpoints.copyLink', { name: viewpoint.name })}
        onClick={() => void copy()}
      >
        <LuLink />
      </IconButton>
      {viewpoint.can_edit && (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('viewpoints.delete', { name: viewpoint.name })}
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <LuTrash2 />
        </IconButton>
      )}
    </HStack>
  );
}
