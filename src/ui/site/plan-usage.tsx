import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlanLimits } from '@/api/contract/site';
import { paths } from '@/ui/app/paths';
import { useUsage } from './site.queries';

/** From this share of a limit on, the interface warns before the user hits it. */
export const NEAR = 0.8;

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
