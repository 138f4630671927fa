import { Drawer, Portal } from '@chakra-ui/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuDrawerProps } from './menu-drawer';

/**
 * The navigation drawer itself, loaded after the first paint (menu-drawer.tsx): opened from
 * `trigger`, which takes the focus on arrival when its stand-in had it (`focusTrigger`).
 */
export function MenuDrawerView({
  open,
  onOpenChange,
  maxW,
  bodyPx,
  children,
  trigger,
  focusTrigger,
}: MenuDrawerProps & { trigger: ReactElement; focusTrigger: boolean }) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);
  return (
    <Drawer.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="start">
      <Drawer.Trigger asChild ref={triggerRef}>
        {trigger}
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={maxW}>
            <Drawer.Header>
              <Drawer.Title>{t('shell:nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px={bodyPx}>{children}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
