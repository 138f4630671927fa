import { IconButton, Kbd, Portal, Text, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * An icon button with a tooltip naming it and its shortcut (and a gesture's `hint`, when the tool
 * has one); `active` marks the current tool.
 */
export function ToolButton({
  label,
  shortcut,
  hint,
  active,
  disabled,
  onClick,
  testId,
  children,
}: {
  label: string;
  shortcut?: string;
  hint?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip.Root openDelay={400} closeDelay={0} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>
        <IconButton
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          data-testid={testId}
          size="sm"
          variant={active ? 'solid' : 'ghost'}
          colorPalette={active ? 'blue' : 'gray'}
          disabled={disabled}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>
            {label}
            {shortcut && (
              <Kbd size="sm" ms="2">
                {shortcut}
              </Kbd>
            )}
            {hint && (
              <Text fontSize="xs" mt="1">
                {hint}
              </Text>
            )}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
