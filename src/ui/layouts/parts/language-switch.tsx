import { Box, Button, Menu } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import { languages } from '@/api/contract/languages';
import { useLanguage } from '../../i18n/language';

/** SPEC §9: fr, en, ar; each choice is cached locally and stored by the server (set-locale). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, change } = useLanguage();
  return (
    // Not portalled: the open menu stays inside the header's landmark.
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          // The name starts with what the button shows (WCAG 2.5.3: "FR", then what it does).
          aria-label={t('shell:language.choose', {
            code: language.toUpperCase(),
            current: t(`languages.${language}`),
          })}
          data-testid="shell.language"
          px={{ base: '2', sm: '3' }}
        >
          <Box as={LuLanguages} hideBelow="sm" aria-hidden />
          {language.toUpperCase()}
        </Button>
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
