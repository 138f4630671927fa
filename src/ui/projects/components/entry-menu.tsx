import { IconButton, Menu } from '@chakra-ui/react';
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
    // Not portalled: the open menu stays inside the page's landmark (main); fixed, so the
    // table's scrolling box does not clip it.
    <Menu.Root positioning={{ strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={label} data-testid={testId}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
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
    </Menu.Root>
  );
}
