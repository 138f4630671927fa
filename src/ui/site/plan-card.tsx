import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';
import { dinarsText, planLimitText, shownLimits } from '@/api/contract/plan-text';
import type { BillingPeriod, Plan, PlanLimits } from '@/api/contract/site';
import { useLanguage } from '@/ui/i18n/language';

/** A price in dinars, in the page's language (0 is « free »). */
export function usePrice() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  return (amount: number) => dinarsText(t, locale, amount);
}

/** One plan: its name, price for the period, what it includes, its limits and an action. */
export function PlanCard({
  plan,
  period,
  action,
}: {
  plan: Plan;
  period: BillingPeriod;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const price = usePrice();
  const amount = period === 'yearly' ? plan.price_yearly : plan.price_monthly;
  const limit = (k: keyof PlanLimits) => planLimitText(t, plan.limits, k);
  return (
    <Stack
      as="article"
      gap="4"
      p="6"
      borderWidth={plan.highlighted ? '2px' : '1px'}
      borderColor={plan.highlighted ? 'blue.500' : 'border'}
      borderRadius="card"
      bg="bg.panel"
      h="full"
      data-testid={`plan.${plan.code}`}
    >
      <Stack gap="1">
        <Heading as="h3" size="lg">
          {plan.name[language]}{' '}
          {plan.highlighted && <Badge colorPalette="blue">{t('site:plans.popular')}</Badge>}
        </Heading>
        <Text color="fg.muted">{plan.description[language]}</Text>
      </Stack>
      <Box>
        <Text fontSize="2xl" fontWeight="bold" data-testid="plan.price">
          {price(amount)}
        </Text>
        {amount > 0 && (
          <Text color="fg.muted" fontSize="sm">
            {t(`site:plans.per_${period}`)}
          </Text>
        )}
      </Box>
      <List.Root gap="2" variant="plain" flex="1">
        {plan.features.map((f) => (
          <List.Item key={f.fr}>
            <List.Indicator asChild color="green.600">
              <LuCheck />
            </List.Indicator>
            {f[language]}
          </List.Item>
        ))}
        {shownLimits[plan.audience].map((k) => (
          <List.Item key={k}>
            <List.Indicator asChild color="green.600">
              <LuCheck />
            </List.Indicator>
            {limit(k)}
          </List.Item>
        ))}
      </List.Root>
      {action}
    </Stack>
  );
}
