import { Menu } from '@chakra-ui/react';
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';

/** What a header menu's list takes once its code is in (the language and user menus). */
export type DeferredMenuProps = {
  /** The button it opens from, drawn before the list's code arrived. */
  trigger: ReactElement;
  /** Open at once: the button was clicked before the list's code arrived. */
  defaultOpen: boolean;
  /** Give the button back its focus: it had it when the list's code arrived. */
  focusTrigger: boolean;
};

/**
 * The header's menu around a list: placed at the button's end, not portalled (the open menu
 * stays inside the header's landmark).
 */
export function HeaderMenu({
  trigger,
  defaultOpen,
  focusTrigger,
  minW,
  children,
}: DeferredMenuProps & { minW?: string; children: ReactNode }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild ref={triggerRef}>
        {trigger}
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content minW={minW}>{children}</Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
