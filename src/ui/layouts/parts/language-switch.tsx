import { Box, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import { useDeferredTrigger } from '../../components/deferred';
import { useLanguage } from '../../i18n/language';

const loadList = () => import('./language-switch.list');

/**
 * SPEC §9: fr, en, ar; each choice is cached locally and stored by the server (set-locale). The
 * button is drawn at once; the menu's code (language-switch.list.tsx) loads after the first paint.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { mod, standIn, clicked, focused } = useDeferredTrigger(loadList);
  const button = (
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
      {...(mod ? {} : standIn)}
    >
      <Box as={LuLanguages} hideBelow="sm" aria-hidden />
      {language.toUpperCase()}
    </Button>
  );
  return mod ? (
    <mod.LanguageSwitchList trigger={button} defaultOpen={clicked} focusTrigger={focused} />
  ) : (
    button
  );
}
