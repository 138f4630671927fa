import { Menu } from '@chakra-ui/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '@/api/contract/languages';
import { useLanguage } from '../../i18n/language';

/**
 * The language menu's list, loaded after the first paint (language-switch.tsx): the button it
 * opens from is `trigger`; `defaultOpen` when it was clicked before this loaded, `focusTrigger`
 * when it had the focus.
 */
export function LanguageSwitchList({
  trigger,
  defaultOpen,
  focusTrigger,
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
  focusTrigger: boolean;
}) {
  const { t } = useTranslation();
  const { language, change } = useLanguage();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);
  return (
    // Not portalled: the open menu stays inside the header's landmark.
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild ref={triggerRef}>
        {trigger}
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.RadioItemGroup
            value={language}
            onValueChange={(d) => void change(d.value as (typeof languages)[number])}
          >
            {languages.map((lng) => (
              <Menu.RadioItem
                key={lng}
                value={lng}
                lang={lng}
                dir={lng === 'ar' ? 'rtl' : 'ltr'}
                data-testid={`shell.language.${lng}`}
              >
                {t(`languages.${lng}`)}
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
