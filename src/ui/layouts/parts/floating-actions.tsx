import {
  Box,
  Button,
  CloseButton,
  Drawer,
  IconButton,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { useAppActors } from '@/ui/app/actors.context';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useProject } from '@/ui/projects/queries/projects.queries';
import { useFolder } from '@/ui/projects/queries/files.queries';
import {
  type FloatingAction,
  type FloatingContext,
  floatingActions,
} from './floating-actions.items';

/** The history entry the open page pushes, so the back button closes it. */
const MARK = 'ouvrageFloatingActions';
const marked = () => Boolean((window.history.state as Record<string, unknown> | null)?.[MARK]);

/**
 * SPEC §2's floating action button and page, on phones (below md): a round button at the bottom
 * end corner opens a full-screen sheet of the actions that make things. Escape, the close button
 * and the back button leave it, and focus returns to the button. Its open state is the dialog
 * actor's `floatingActions`, so the session's reset closes it too.
 */
export function FloatingActions({ area }: { area: 'pro' | 'fab' }) {
  const root = useMatch('/pro/projects/:projectId');
  const folder = useMatch('/pro/projects/:projectId/files/:folderId');
  const projectId = area === 'pro' ? (folder ?? root)?.params.projectId : undefined;
  if (projectId) return <InProject projectId={projectId} folderId={folder?.params.folderId} />;
  return <FloatingActionsView ctx={{ area, inProjectFiles: false, canEdit: false }} />;
}

function InProject({ projectId, folderId }: { projectId: string; folderId?: string }) {
  const project = useProject(projectId);
  const current = useFolder(folderId ?? project.data?.root_folder_id);
  const canEdit = current.data?.access.can_edit ?? false;
  return <FloatingActionsView ctx={{ area: 'pro', inProjectFiles: true, canEdit }} />;
}

function FloatingActionsView({ ctx }: { ctx: FloatingContext }) {
  const { t } = useTranslation();
  const sheet = useDialog('floatingActions');
  const { dialogs } = useAppActors();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const { isOpen, close } = sheet;

  // Open: one history entry, so that "back" closes the page instead of leaving the route.
  const open = () => {
    window.history.pushState({ ...(window.history.state as object), [MARK]: true }, '');
    sheet.open();
  };
  useEffect(() => {
    const onPop = () => {
      if (!marked()) close();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [close]);
  // Closed by Escape, the close button or a reset: drop the entry it pushed.
  useEffect(() => {
    if (!isOpen && marked()) window.history.back();
  }, [isOpen]);

  return (
    <>
      <IconButton
        ref={button}
        position="fixed"
        bottom="5"
        insetEnd="5"
        zIndex="sticky"
        size="xl"
        borderRadius="full"
        colorPalette="brand"
        boxShadow="lg"
        aria-label={t('shell:fab.open')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={open}
        data-testid="fab.button"
      >
        <LuPlus />
      </IconButton>
      <Drawer.Root
        open={isOpen}
        onOpenChange={(d) => {
          if (!d.open) close();
        }}
        placement="bottom"
        size="full"
        finalFocusEl={() => button.current}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="fab.page">
              <Drawer.Header>
                <Drawer.Title>{t('shell:fab.title')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <ActionList actions={floatingActions(ctx)} onPick={(action) => pick(action)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton
                  size="sm"
                  aria-label={t('common:actions.close')}
                  data-testid="fab.close"
                />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );

  function pick(action: FloatingAction) {
    const elsewhere = action.at && action.at !== pathname;
    if (elsewhere) {
      // The page's entry replaces the one the sheet pushed: "back" then returns here.
      sheet.close();
      navigate(action.at!, { replace: marked() });
    } else {
      close();
    }
    // The same dialog the page's own button opens (rendered by the page at `at`).
    if (action.dialog) dialogs.send({ type: 'dialog.open', name: action.dialog });
  }
}

function ActionList({
  actions,
  onPick,
}: {
  actions: FloatingAction[];
  onPick: (action: FloatingAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="ul" listStyleType="none" gap="2" data-testid="fab.actions">
      {actions.map((action) => (
        <Box as="li" key={action.id}>
          <Button
            variant="outline"
            size="lg"
            w="full"
            justifyContent="flex-start"
            gap="3"
            bg="bg.panel"
            onClick={() => onPick(action)}
            data-testid={`fab.action.${action.id}`}
          >
            <Box as={action.icon} boxSize="5" color="brand.fg" aria-hidden />
            <Text as="span" fontWeight="medium">
              {t(action.label)}
            </Text>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}
