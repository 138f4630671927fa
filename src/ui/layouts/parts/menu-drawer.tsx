import { Drawer, IconButton, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';

/**
 * The navigation drawer of the headers on narrow screens: a menu button (hidden from the
 * `hideFrom` breakpoint up) that opens the navigation from the start side.
 */
export function MenuDrawer({
  open,
  onOpenChange,
  hideFrom,
  maxW,
  bodyPx,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Hidden from this breakpoint up (CSS); without it the caller decides when to render it. */
  hideFrom?: 'md' | 'lg';
  maxW?: string;
  bodyPx?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          hideFrom={hideFrom}
          aria-label={t('shell:nav.open_menu')}
        >
          <LuMenu />
        </IconButton>
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
