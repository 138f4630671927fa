import { HStack, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listProjects } from '@/api/projects.api';
import type { BasketDelivery } from '@/machines/basket.machine';
import { getWilayas } from '@/api/reference.api';
import { FormField } from '@/ui/forms/form-field';

/** The delivery fields an order form binds (`useForm`'s `input`). */
export type DeliveryValues = {
  project_id: string;
  wilaya_id: string;
  commune: string;
  address: string;
  wished_date: string;
  message: string;
};

/** The fields as the API takes them (empty choices become null). */
export const deliveryBodyOf = (v: DeliveryValues): BasketDelivery => ({
  project_id: v.project_id || null,
  wilaya_id: v.wilaya_id ? Number(v.wilaya_id) : null,
  commune: v.commune,
  address: v.address,
  wished_date: v.wished_date || null,
  message: v.message,
});

type Bind = { input: (name: keyof DeliveryValues & string) => object };

/**
 * What every order says besides its lines: the project (optional), the delivery address
 * (wilaya, commune, address), the wished date and a message; the product's order form and the
 * basket share it.
 */
export function DeliveryFields({
  form,
  errors: errs,
}: {
  form: Bind;
  errors: (name: string) => string[] | undefined;
}) {
  const { t } = useTranslation();
  const wilayas = useQuery({ queryKey: ['wilayas'], queryFn: ({ signal }) => getWilayas(signal) });
  const projects = useQuery({
    queryKey: ['projects', 'for-order'],
    queryFn: ({ signal }) => listProjects({ per_page: 100 }, signal),
  });
  return (
    <>
      <FormField label={t('orders:form.project')} errors={errs('project_id')}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.input('project_id')}>
            <option value="">{t('orders:form.no_project')}</option>
            {(projects.data?.data ?? []).map((pr) => (
              <option key={pr.id} value={pr.id}>
                {pr.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <HStack align="start" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <FormField label={t('orders:form.wilaya')} errors={errs('wilaya_id')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.input('wilaya_id')}>
              <option value="">{t('orders:form.choose')}</option>
              {(wilayas.data ?? []).map((w) => (
                <option key={w.id} value={w.id}>
                  {w.code} · {w.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('orders:form.commune')} errors={errs('commune')}>
          <Input {...form.input('commune')} maxLength={120} />
        </FormField>
      </HStack>
      <FormField label={t('orders:form.address')} errors={errs('address')}>
        <Input {...form.input('address')} maxLength={500} />
      </FormField>
      <FormField label={t('orders:form.wished_date')} errors={errs('wished_date')}>
        <Input {...form.input('wished_date')} type="date" />
      </FormField>
      <FormField label={t('orders:form.message')} errors={errs('message')}>
        <Textarea {...form.input('message')} maxLength={5000} />
      </FormField>
    </>
  );
}
