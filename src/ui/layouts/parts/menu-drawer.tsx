import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';
import { useDeferredTrigger } from '../../components/deferred';

export type MenuDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Hidden from this breakpoint up (CSS); without it the caller decides when to render it. */
  hideFrom?: 'md' | 'lg';
  maxW?: string;
  bodyPx?: string;
  children: ReactNode;
};

const loadView = () => import('./menu-drawer.view');

/**
 * The navigation drawer of the headers on narrow screens: a menu button (hidden from the
 * `hideFrom` breakpoint up) that opens the navigation from the start side. The button is drawn
 * at once; the drawer's code (menu-drawer.view.tsx) loads after the first paint.
 */
export function MenuDrawer(props: MenuDrawerProps) {
  const { t } = useTranslation();
  const { mod, standIn, focused } = useDeferredTrigger(loadView);
  const button = (
    <IconButton
      variant="ghost"
      size="sm"
      hideFrom={props.hideFrom}
      aria-label={t('shell:nav.open_menu')}
      {...(mod
        ? {}
        : {
            ...standIn,
            onClick: () => {
              standIn.onClick();
              props.onOpenChange(true);
            },
          })}
    >
      <LuMenu />
    </IconButton>
  );
  return mod ? <mod.MenuDrawerView {...props} trigger={button} focusTrigger={focused} /> : button;
}
