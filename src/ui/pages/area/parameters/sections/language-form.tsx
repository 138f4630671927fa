import { RadioGroup, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type Language, languages } from '@/api/contract/languages';
import { useNotify } from '@/ui/components/use-notify';
import { useLanguage } from '@/ui/i18n/language';

/** The interface and e-mail language; stored on the account (set-locale) at every change. */
export function LanguageForm() {
  const { t } = useTranslation();
  const { language, change } = useLanguage();
  const notify = useNotify();
  return (
    <RadioGroup.Root
      value={language}
      onValueChange={(d) =>
        void change(d.value as Language).then(() =>
          notify.success(t('account:settings.general.language_saved')),
        )
      }
      aria-label={t('account:settings.general.language')}
      data-testid="settings.language"
    >
      <Stack gap="3">
        {languages.map((lng) => (
          <RadioGroup.Item key={lng} value={lng} data-testid={`settings.language.${lng}`}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText lang={lng}>{t(`languages.${lng}`)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
