import { Menu } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { languages } from '@/api/contract/languages';
import { useLanguage } from '../../i18n/language';
import { HeaderMenu, type DeferredMenuProps } from './header-menu';

/**
 * The language menu's list, loaded after the first paint (language-switch.tsx): the button it
 * opens from is `trigger`; `defaultOpen` when it was clicked before this loaded, `focusTrigger`
 * when it had the focus.
 */
export function LanguageSwitchList({ trigger, defaultOpen, focusTrigger }: DeferredMenuProps) {
  const { t } = useTranslation();
  const { language, change } = useLanguage();
  return (
    <HeaderMenu trigger={trigger} defaultOpen={defaultOpen} focusTrigger={focusTrigger}>
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
    </HeaderMenu>
  );
}
