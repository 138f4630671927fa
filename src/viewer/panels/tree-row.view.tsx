import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuChevronDown,
  LuChevronRight,
  LuEye,
  LuEyeOff,
  LuFocus,
  LuScanSearch,
} from 'react-icons/lu';
import { Box3 } from 'three';
import { useViewer } from '../session/viewer-context';

export const PAGE = 100;

/** Whether a set of elements is shown (not all hidden), given the visibility state. */
export function isShown(
  elements: number[],
  hidden: Set<number>,
  isolated: Set<number> | null,
): boolean {
  if (elements.length === 0) return true;
  return elements.some((e) => !hidden.has(e) && (isolated === null || isolated.has(e)));
}

/**
 * One row of a model tree: expand, select (click; Ctrl/⌘/Shift adds), show/hide, isolate,
 * zoom to. `children` renders the expanded content.
 */
export function TreeRow({
  label,
  secondary,
  elements,
  depth,
  shown,
  selected,
  expandable,
  defaultOpen = false,
  children,
  testId,
}: {
  label: string;
  secondary?: string;
  elements: number[];
  depth: number;
  shown: boolean;
  selected: boolean;
  expandable: boolean;
  defaultOpen?: boolean;
  children?: () => ReactNode;
  testId: string;
}) {
  const { t, i18n } = useTranslation('viewer');
  const { tools, session } = useViewer();
  const [open, setOpen] = useState(defaultOpen);
  const hasGeometry = elements.length > 0;
  const select = (additive: boolean) => {
    if (!hasGeometry) return;
    if (additive && elements.length === 1) {
      tools.send({ type: 'selection.pick', element: elements[0]!, additive: true });
    } else tools.send({ type: 'selection.set', elements });
  };
  const zoom = () => session.camera?.fit(session.model?.boxOf(elements, new Box3()) ?? new Box3());
  return (
    <Box as="li" listStyleType="none">
      <HStack
        gap="0"
        ps={`${depth * 12 + 2}px`}
        pe="1"
        bg={selected ? 'blue.subtle' : undefined}
        _hover={{ bg: selected ? 'blue.subtle' : 'bg.muted' }}
        opacity={shown ? 1 : 0.55}
        data-testid={testId}
        data-shown={shown}
      >
        {expandable ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={
              open ? t('tree.collapse', { name: label }) : t('tree.expand', { name: label })
            }
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <LuChevronDown /> : <LuChevronRight />}
          </IconButton>
        ) : (
          <Box w="6" flexShrink={0} />
        )}
        <Button
          size="2xs"
          variant="plain"
          flex="1"
          minW="0"
          justifyContent="flex-start"
          fontWeight="normal"
          px="1"
          onClick={(e) => select(e.ctrlKey || e.metaKey || e.shiftKey)}
          onDoubleClick={zoom}
          aria-pressed={selected}
        >
          {/* Names come from the model, in any script: each run keeps its own direction, so a
              Latin name in the Arabic layout truncates at its end and keeps its gap to the class. */}
          <Text truncate dir="auto" textAlign={i18n.dir() === 'rtl' ? 'right' : 'left'} w="full">
            <bdi>{label}</bdi>
            {secondary && (
              <Text as="bdi" color="fg.muted" ms="1.5">
                {secondary}
              </Text>
            )}
          </Text>
        </Button>
        {hasGeometry && (
          <>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={shown ? t('tree.hide', { name: label }) : t('tree.show', { name: label })}
              onClick={() =>
                tools.send({ type: shown ? 'visibility.hide' : 'visibility.show', elements })
              }
            >
              {shown ? <LuEye /> : <LuEyeOff />}
            </IconButton>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={t('tree.isolate', { name: label })}
              onClick={() => tools.send({ type: 'visibility.isolate', elements })}
            >
              <LuFocus />
            </IconButton>
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={t('tree.zoom', { name: label })}
              onClick={zoom}
            >
              <LuScanSearch />
            </IconButton>
          </>
        )}
      </HStack>
      {open && children && (
        <Box as="ul" m="0" p="0">
          {children()}
        </Box>
      )}
    </Box>
  );
}

/** Renders list items a page at a time, with a "show more" button. */
export function Paged<T>({ items, render }: { items: T[]; render: (item: T) => ReactNode }) {
  const { t } = useTranslation('viewer');
  const [count, setCount] = useState(PAGE);
  return (
    <>
      {items.slice(0, count).map(render)}
      {items.length > count && (
        <Box as="li" listStyleType="none" ps="8">
          <Button size="2xs" variant="ghost" onClick={() => setCount(count + PAGE * 5)}>
            {t('tree.more', { count: items.length - count })}
          </Button>
        </Box>
      )}
    </>
  );
}
