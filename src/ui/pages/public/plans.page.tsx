import { Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountBlock, isManufacturerType } from '@/api/contract/audience';
import { planAudiences, type BillingPeriod, type Plan } from '@/api/contract/site';
import { paths } from '@/ui/app/paths';
import { errorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { useCurrentUser } from '@/ui/session/session.hooks';
import { PlanCard } from '@/ui/site/plan-card';
import { usePlans } from '@/ui/site/site.queries';
import { SubscriptionRequestDialog } from '@/ui/site/subscription-request.dialog';

/**
 * /plans: the plans for professionals and for manufacturers side by side (api/plans), prices in
 * DZD per month or per year. A paid plan's button opens the subscription dialog for a complete
 * account of its audience, and registration for a guest (as a manufacturer for theirs).
 */
export default function PlansPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { data, error, isPending } = usePlans();
  const user = useCurrentUser();
  const chosen = useDialog('subscriptionChosen');
  const complete =
    !!user &&
    accountBlock({ status: user.status, emailVerified: !!user.email_verified_at }) === null;
  const mine = user ? (isManufacturerType(user.type) ? 'fab' : 'pro') : null;

  const action = (plan: Plan) => {
    const free = plan.price_monthly === 0 && plan.price_yearly === 0;
    if (!user)
      return (
        <Button asChild variant={plan.highlighted ? 'solid' : 'outline'}>
          <Link
            to={plan.audience === 'fab' ? `${paths.register}?type=MANUFACTURER` : paths.register}
          >
            {t(free ? 'site:plans.start_free' : 'site:plans.register')}
          </Link>
        </Button>
      );
    if (free || plan.audience !== mine || !complete) return null;
    return (
      <Button
        variant={plan.highlighted ? 'solid' : 'outline'}
        data-testid={`plan.${plan.code}.choose`}
        onClick={() =>
          chosen.open({
            planId: plan.id,
            planName: plan.name[language],
            period,
            monthly: plan.price_monthly,
            yearly: plan.price_yearly,
          })
        }
      >
        {t('site:plans.choose')}
      </Button>
    );
  };

  return (
    <>
      <PageHeader
        title={t('public:plans.title')}
        subtitle={t('site:plans.subtitle')}
        actions={
          <HStack gap="0" role="group" aria-label={t('site:plans.period')}>
            {(['monthly', 'yearly'] as const).map((p) => (
              <Button
                key={p}
                size="sm"
                variant={period === p ? 'solid' : 'outline'}
                aria-pressed={period === p}
                onClick={() => setPeriod(p)}
                data-testid={`plans.period.${p}`}
              >
                {t(`site:plans.${p}`)}
              </Button>
            ))}
          </HStack>
        }
      />
      {error && <FormAlert message={errorText(t, error)} />}
      {isPending && <Skeleton h="80" />}
      {data && (
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap="8">
          {planAudiences.map((audience) => (
            <Stack key={audience} gap="4" as="section" aria-labelledby={`plans-${audience}`}>
              <Heading as="h2" size="xl" id={`plans-${audience}`}>
                {t(`site:plans.for_${audience}`)}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 3, xl: 1, '2xl': 3 }} gap="4">
                {data
                  .filter((p) => p.audience === audience)
                  .map((plan) => (
                    <PlanCard key={plan.id} plan={plan} period={period} action={action(plan)} />
                  ))}
              </SimpleGrid>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {data && data.length === 0 && <Text>{t('public:plans.empty_body')}</Text>}
      <Text color="fg.muted" mt="6" fontSize="sm">
        {t('site:plans.payment')}
      </Text>
      <SubscriptionRequestDialog />
    </>
  );
}
