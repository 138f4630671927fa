import { Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LimitUsage } from '@/api/contract/site';
import { errorText } from '@/ui/components/error-text';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { formatBytes } from '@/ui/projects/format';
import { NEAR } from './plan-usage';
import { useUsage } from './site.queries';

/** « 3 / 5 », « 120 MB / 1 GB », or « 3 (unlimited) ». */
function useAmount() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (u: LimitUsage, n: number | null) =>
    n === null
      ? t('site:usage.unlimited')
      : u.kind === 'storage_mb'
        ? formatBytes(n, locale)
        : new Intl.NumberFormat(locale).format(n);
}

/**
 * Each limit of the user's plan as a meter: how much is used of how much. Apart from LimitHint
 * (plan-usage.tsx), which pages show beside their actions without the meters' code.
 */
export function UsageMeters() {
  const { t } = useTranslation();
  const usage = useUsage();
  const amount = useAmount();
  if (usage.error) return <FormAlert message={errorText(t, usage.error)} />;
  if (!usage.data) return null;
  return (
    <Stack gap="4" data-testid="usage.meters">
      {usage.data.limits.map((u) => {
        const share = u.limit ? Math.min(100, (u.used / u.limit) * 100) : 0;
        const label = t(`site:usage.kinds.${u.kind}`);
        return (
          <Stack key={u.kind} gap="1" data-testid={`usage.${u.kind}`}>
            <Text fontSize="sm" fontWeight="medium">
              {label}
              {' — '}
              {t('site:usage.of', { used: amount(u, u.used), limit: amount(u, u.limit) })}
            </Text>
            {u.limit !== null && (
              <Progress.Root
                size="sm"
                value={share}
                colorPalette={share >= 100 ? 'red' : share >= NEAR * 100 ? 'orange' : 'blue'}
                aria-label={label}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
