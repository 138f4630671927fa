import { Link as ChakraLink, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LimitUsage, PlanLimits } from '@/api/contract/site';
import { paths } from '@/ui/app/paths';
import { errorText } from '@/ui/components/error-text';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { formatBytes } from '@/ui/projects/format';
import { useUsage } from './site.queries';

/** From this share of a limit on, the interface warns before the user hits it. */
const NEAR = 0.8;

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

/** Each limit of the user's plan as a meter: how much is used of how much. */
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

/**
 * A word near an action (new project, invite, publish, send an order) when the plan's limit for
 * it is reached or near, with a link to the plans; nothing otherwise. `used` overrides the
 * account-wide figure (collaborators count per project).
 */
export function LimitHint({ kind, used }: { kind: keyof PlanLimits; used?: number }) {
  const { t } = useTranslation();
  const usage = useUsage();
  const u = usage.data?.limits.find((l) => l.kind === kind);
  if (!u || u.limit === null) return null;
  const n = used ?? u.used;
  if (n < u.limit * NEAR) return null;
  const reached = n >= u.limit;
  return (
    <Text
      fontSize="sm"
      color={reached ? 'fg.error' : 'fg.warning'}
      data-testid={`limit-hint.${kind}`}
      role="status"
    >
      {t(reached ? `site:usage.reached.${kind}` : 'site:usage.near', {
        used: n,
        limit: kind === 'storage_mb' ? Math.round(u.limit / 1024 / 1024) : u.limit,
      })}{' '}
      <ChakraLink asChild fontWeight="semibold">
        <Link to={paths.plans}>{t('site:usage.see_plans')}</Link>
      </ChakraLink>
    </Text>
  );
}
