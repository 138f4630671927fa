import { Badge, Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { getAdminPlans, retireAdminPlan } from '@/api/admin-area.api';
import type { AdminPlan } from '@/api/contract/admin-site';
import { limitKinds } from '@/api/contract/site';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { PlanDialog } from './parts/plan-dialog';

/** /admin/plans: every plan (retired ones last), created and edited in a dialog, retired here. */
export default function AdminPlansPage() {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const errorText = useErrorText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dialog = useDialog('adminPlan');
  // Retiring asks once more: the plan leaves the public list at once.
  const [confirming, setConfirming] = useState<string | null>(null);
  const plans = useQuery({
    queryKey: ['admin', 'plans'],
    queryFn: ({ signal }) => getAdminPlans(signal),
  });
  const retire = useMutation({
    mutationFn: (p: AdminPlan) => retireAdminPlan(p.id),
    onSuccess: async (p) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] });
      setConfirming(null);
      notify.success(t('admin:plans.retired_done', { name: p.name[language] }));
    },
    onError: notify.error,
  });
  const dzd = (n: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'DZD',
      maximumFractionDigits: 0,
    }).format(n);
  const limit = (v: number | null) =>
    v === null ? t('admin:plans.unlimited') : new Intl.NumberFormat(locale).format(v);
  return (
    <Stack gap="6">
      <PageHeader
        title={t('admin:plans.title')}
        subtitle={t('admin:plans.subtitle')}
        actions={
          <Button onClick={() => dialog.open()} data-testid="plans.new">
            <LuPlus />
            {t('admin:plans.new')}
          </Button>
        }
      />
      {plans.error && <FormAlert message={errorText(plans.error)} />}
      {plans.isPending && <Skeleton h="40" />}
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyleType="none" ps="0">
        {plans.data?.map((p) => (
          <Card.Root
            as="li"
            key={p.id}
            size="sm"
            data-testid="plans.item"
            opacity={p.retired_at ? 0.75 : 1}
          >
            <Card.Header>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Card.Title as="h2">{p.name[language]}</Card.Title>
                <HStack gap="1">
                  <Badge>{t(`admin:plans.audience.${p.audience}`)}</Badge>
                  {p.retired_at && <Badge colorPalette="orange">{t('admin:plans.retired')}</Badge>}
                </HStack>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {p.code}
              </Text>
            </Card.Header>
            <Card.Body gap="2">
              <Text>{p.description[language]}</Text>
              <Text fontWeight="semibold">
                {t('admin:plans.prices', {
                  monthly: dzd(p.price_monthly),
                  yearly: dzd(p.price_yearly),
                })}
              </Text>
              <Stack as="dl" gap="0" fontSize="sm">
                {limitKinds.map((k) => (
                  <HStack key={k} justify="space-between">
                    <Text as="dt" color="fg.muted">
                      {t(`admin:plans.limit.${k}`)}
                    </Text>
                    <Text as="dd">{limit(p.limits[k])}</Text>
                  </HStack>
                ))}
              </Stack>
              <Text fontSize="sm">{t('admin:plans.subscribers', { count: p.subscribers })}</Text>
            </Card.Body>
            <Card.Footer gap="2" flexWrap="wrap">
              <Button
                size="sm"
                variant="outline"
                onClick={() => dialog.open({ id: p.id })}
                data-testid="plans.edit"
              >
                {t('admin:plans.edit')}
              </Button>
              {!p.retired_at && confirming !== p.id && (
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setConfirming(p.id)}
                >
                  {t('admin:plans.retire')}
                </Button>
              )}
              {!p.retired_at && confirming === p.id && (
                <>
                  <Button
                    size="sm"
                    colorPalette="red"
                    loading={retire.isPending}
                    onClick={() => retire.mutate(p)}
                    data-testid="plans.retire_confirm"
                  >
                    {t('admin:plans.retire_confirm')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                    {t('common:actions.cancel')}
                  </Button>
                </>
              )}
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <PlanDialog plans={plans.data ?? []} />
    </Stack>
  );
}
