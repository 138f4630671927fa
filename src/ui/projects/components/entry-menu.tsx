import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';

export type MenuAction = {
  value: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  run: () => void;
};

/** The « ⋮ » menu of a row: its actions, keyboard-reachable (arrows, Enter, Escape). */
export function EntryMenu({
  label,
  actions,
  testId,
}: {
  label: string;
  actions: MenuAction[];
  testId?: string;
}) {
  if (actions.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} data-testid={testId}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {actions.map((a) => (
              <Menu.Item
                key={a.value}
                value={a.value}
                color={a.danger ? 'fg.error' : undefined}
                onClick={a.run}
                data-testid={`menu.${a.value}`}
              >
                {a.icon}
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
