import { HStack, Separator } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuShoppingBasket,
  LuCircleHelp,
  LuCuboid,
  LuEye,
  LuEyeOff,
  LuCamera,
  LuMapPin,
  LuMessageSquareWarning,
  LuFocus,
  LuGitCompareArrows,
  LuPalette,
  LuMaximize,
  LuMousePointer2,
  LuPanelLeft,
  LuPanelRight,
  LuRuler,
  LuScissors,
} from 'react-icons/lu';
import { commands, type CommandContext } from '../commands';
import { useViewer } from '../session/viewer-context';
import {
  useActiveTool,
  useAnnotationTool,
  useLeftPane,
  useSidePanel,
  useSelectedElements,
  useVisibility,
} from '../session/viewer-selectors';
import { useCollab } from '../collab/collab-queries';
import { useProcessedSource } from '../processed/processed-source';
import { ToolButton } from './tool-button';

const shortcutOf = (id: string) => commands.find((c) => c.id === id)?.keys.join('+');

/** The floating toolbar: panels, tools, camera, visibility, help. */
export function Toolbar() {
  const { t } = useTranslation('viewer');
  const viewer = useViewer();
  const tool = useActiveTool();
  const leftPane = useLeftPane();
  const side = useSidePanel();
  const pins = useAnnotationTool()?.context.visible ?? true;
  const collab = useCollab();
  const processed = useProcessedSource();
  // Ordering from the model: an IFC model of a project, for whoever may order (not read-only).
  const takeoff = !!viewer.collab && !viewer.readOnly && viewer.session.model?.kind === 'ifc';
  const selected = useSelectedElements();
  const { hidden, isolated } = useVisibility();
  const context: CommandContext = {
    tools: viewer.tools,
    session: viewer.session,
    readOnly: viewer.readOnly,
  };
  const run = (id: string) => commands.find((c) => c.id === id)?.perform(context);
  const button = (
    id: string,
    icon: ReactNode,
    extra: { active?: boolean; disabled?: boolean; hint?: string } = {},
  ) => (
    <ToolButton
      key={id}
      label={t(`commands.${id}`)}
      shortcut={shortcutOf(id)}
      testId={`viewer.tool.${id}`}
      onClick={() => run(id)}
      {...extra}
    >
      {icon}
    </ToolButton>
  );
  return (
    <HStack
      role="toolbar"
      aria-label={t('toolbar')}
      position="absolute"
      top="3"
      insetStart="50%"
      transform={{ base: 'translateX(-50%)', _rtl: 'translateX(50%)' }}
      bg="bg.panel"
      borderRadius="lg"
      boxShadow="md"
      px="2"
      py="1"
      gap="1"
      zIndex="2"
      // On a phone the toolbar is wider than the screen: it scrolls sideways in its own box.
      maxW="calc(100% - 1rem)"
      overflowX="auto"
      css={{ scrollbarWidth: 'thin', '& > *': { flexShrink: 0 } }}
    >
      {button('leftPane', <LuPanelLeft />, { active: leftPane })}
      <Separator orientation="vertical" h="6" />
      {button('select', <LuMousePointer2 />, {
        active: tool === 'select',
        hint: t('help.boxHint'),
      })}
      {button('measure', <LuRuler />, { active: tool === 'measure' })}
      {button('slice', <LuScissors />, { active: tool === 'slice' })}
      {collab?.canContribute && button('annotate', <LuMapPin />, { active: tool === 'annotate' })}
      <Separator orientation="vertical" h="6" />
      {button('fit', <LuMaximize />)}
      {button('viewIso', <LuCuboid />)}
      <Separator orientation="vertical" h="6" />
      {button('hide', <LuEyeOff />, { disabled: selected.length === 0 })}
      {button('isolate', <LuFocus />, { disabled: selected.length === 0 })}
      {button('showAll', <LuEye />, { disabled: hidden.length === 0 && isolated === null })}
      <Separator orientation="vertical" h="6" />
      {collab && button('pins', pins ? <LuMapPin /> : <LuEyeOff />, { active: pins })}
      <Separator orientation="vertical" h="6" />
      {button('properties', <LuPanelRight />, { active: side === 'properties' })}
      {collab && button('bcf', <LuMessageSquareWarning />, { active: side === 'bcf' })}
      {collab && button('viewpoints', <LuCamera />, { active: side === 'viewpoints' })}
      {processed && button('compare', <LuGitCompareArrows />, { active: side === 'compare' })}
      {processed && button('filters', <LuPalette />, { active: side === 'filters' })}
      {takeoff && button('takeoff', <LuShoppingBasket />, { active: side === 'takeoff' })}
      {button('help', <LuCircleHelp />)}
    </HStack>
  );
}
