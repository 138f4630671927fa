import {
  Badge,
  Button,
  Heading,
  HStack,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTag } from 'react-icons/lu';
import type { Subscription, SubscriptionState } from '@/api/contract/site';
import { EmptyBlock } from '@/ui/components/empty-page';
import { errorText } from '@/ui/components/error-text';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { useSignedInUser } from '@/ui/session/session.hooks';
import { PlanCard, usePrice } from '@/ui/site/plan-card';
import { useMySubscriptions, usePlans } from '@/ui/site/site.queries';
import { SubscriptionRequestDialog } from '@/ui/site/subscription-request.dialog';
import { UsageMeters } from '@/ui/site/usage-meters';
import { invoiceUrl } from '@/api/site.api';
import { isManufacturerType } from '@/api/contract/audience';
import { SettingsFrame } from './settings-frame';

const stateColor: Record<SubscriptionState, string> = {
  requested: 'orange',
  confirmed: 'green',
  rejected: 'red',
  expired: 'gray',
};

/**
 * parameters/subscriptions in both areas: the plan the user is on now, the plans they may ask
 * for (the subscription dialog, with an optional proof of payment), and every request they made
 * with its state and the administrator's reason when rejected.
 */
export default function SubscriptionsSettingsPage() {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const user = useSignedInUser();
  const mine = useMySubscriptions();
  const plans = usePlans();
  const price = usePrice();
  const chosen = useDialog('subscriptionChosen');
  const audience = isManufacturerType(user.type) ? 'fab' : 'pro';
  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
  const current = mine.data?.current;
  const pending = mine.data?.data.some((s) => s.state === 'requested');
  const offered = (plans.data ?? []).filter(
    (p) => p.audience === audience && (p.price_monthly > 0 || p.price_yearly > 0),
  );
  const period = (s: Subscription) => t(`site:plans.${s.period}`);

  return (
    <SettingsFrame>
      <Stack gap="8">
        <Heading as="h2" size="lg">
          {t('site:settings.current')}
        </Heading>
        {(mine.error || plans.error) && (
          <FormAlert message={errorText(t, mine.error ?? plans.error)} />
        )}
        {mine.isPending && <Skeleton h="24" />}
        {current && (
          <Stack gap="1" data-testid="subscriptions.current">
            <Text fontSize="xl" fontWeight="bold">
              {current.plan ? current.plan.name[language] : t('site:settings.no_plan')}
            </Text>
            <Text color="fg.muted">
              {current.subscription
                ? t('site:settings.until', { date: date(current.subscription.ends_at) })
                : t('site:settings.free')}
            </Text>
          </Stack>
        )}
        <Heading as="h2" size="lg">
          {t('site:usage.title')}
        </Heading>
        <UsageMeters />
        <Text fontSize="sm" color="fg.muted">
          {t('site:usage.after_downgrade')}
        </Text>
        {pending && (
          <FormAlert
            status="info"
            message={t('site:settings.pending')}
            testId="subscriptions.pending"
          />
        )}
        {offered.length > 0 && (
          <Stack gap="4">
            <Heading as="h2" size="lg">
              {t('site:settings.change')}
            </Heading>
            <Stack gap="4">
              {offered.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  period="monthly"
                  action={
                    <Button
                      alignSelf="start"
                      disabled={pending || current?.plan?.id === plan.id}
                      data-testid={`plan.${plan.code}.choose`}
                      onClick={() =>
                        chosen.open({
                          planId: plan.id,
                          planName: plan.name[language],
                          period: 'monthly',
                          monthly: plan.price_monthly,
                          yearly: plan.price_yearly,
                        })
                      }
                    >
                      {t('site:plans.choose')}
                    </Button>
                  }
                />
              ))}
            </Stack>
          </Stack>
        )}
        <Heading as="h2" size="lg">
          {t('site:settings.history')}
        </Heading>
        {mine.data && mine.data.data.length === 0 && (
          <EmptyBlock
            emptyTitle={t('site:settings.no_history')}
            emptyBody={t('site:settings.no_history_body')}
            icon={LuTag}
          />
        )}
        {mine.data && mine.data.data.length > 0 && (
          <Table.ScrollArea>
            <Table.Root size="sm" data-testid="subscriptions.history">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('site:settings.plan')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('site:request.period')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('site:settings.amount')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('site:settings.requested_at')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('site:settings.state')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {mine.data.data.map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell>{s.plan.name[language]}</Table.Cell>
                    <Table.Cell>{period(s)}</Table.Cell>
                    <Table.Cell>{price(s.amount)}</Table.Cell>
                    <Table.Cell>{date(s.requested_at)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="2" wrap="wrap">
                        <Badge colorPalette={stateColor[s.state]}>
                          {t(`site:states.${s.state}`)}
                        </Badge>
                        {s.state === 'confirmed' && (
                          <Text fontSize="sm">
                            {t('site:settings.until', { date: date(s.ends_at) })}
                          </Text>
                        )}
                        {s.reason && <Text fontSize="sm">{s.reason}</Text>}
                        {(s.state === 'confirmed' || s.state === 'expired') && (
                          <ChakraLink
                            href={invoiceUrl(s.id, language)}
                            download
                            fontSize="sm"
                            aria-label={t('site:settings.invoice_of', {
                              plan: s.plan.name[language],
                            })}
                            data-testid="subscriptions.invoice"
                          >
                            {t('site:settings.invoice')}
                          </ChakraLink>
                        )}
                        {s.proof && (
                          <Text fontSize="sm" color="fg.muted">
                            {t('site:settings.proof', { name: s.proof.name })}
                          </Text>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
      <SubscriptionRequestDialog />
    </SettingsFrame>
  );
}
