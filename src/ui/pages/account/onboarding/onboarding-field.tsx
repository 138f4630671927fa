import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OnboardingData } from '@/api/contract/user';
import { addBrand, addUniversity, addUniversityField } from '@/api/reference.api';
import type { OnboardingField as Field } from '@/machines/onboarding-steps';
import { FormField } from '@/ui/forms/form-field';
import { CheckboxList } from './checkbox-list';
import { InlineAdd } from './inline-add';
import { ReferenceSelect } from './reference-select';
import { type ReferenceList, useReference } from './use-reference';

type Props = {
  field: Field;
  data: OnboardingData;
  errors?: string[];
  onChange: (field: Field, value: OnboardingData[Field]) => void;
};

const idOf = (v: string): number | null => (v === '' ? null : Number(v));

function Select({ field, data, onChange, list }: Props & { list: ReferenceList }) {
  const query = useReference(list);
  const value = data[field];
  return (
    <ReferenceSelect
      value={value === null || value === undefined ? '' : String(value)}
      options={query.data ?? []}
      loading={query.isPending}
      onChange={(v) => onChange(field, field === 'country' ? v : idOf(v))}
      testId={`onboarding.${field}`}
    />
  );
}

const selects: Partial<Record<Field, ReferenceList>> = {
  job_id: 'jobs',
  activity_sector_id: 'activitySectors',
  university_id: 'universities',
  university_field_id: 'universityFields',
  country: 'countries',
  wilaya_id: 'wilayas',
};
const additions = {
  university_id: { list: 'universities', add: addUniversity },
  university_field_id: { list: 'universityFields', add: addUniversityField },
  brand_ids: { list: 'brands', add: addBrand },
} as const;

function Many({ field, data, onChange, list }: Props & { list: 'brands' | 'categories' }) {
  const { t } = useTranslation();
  const query = useReference(list);
  return (
    <CheckboxList
      items={query.data ?? []}
      value={(data[field] as number[] | undefined) ?? []}
      onChange={(ids) => onChange(field, ids)}
      label={t(`account:onboarding.fields.${field}`)}
      testId={`onboarding.${field}`}
    />
  );
}

/** One onboarding field: the right widget for it, its label, its errors, and inline additions. */
export function OnboardingFieldInput(props: Props) {
  const { t } = useTranslation();
  const { field, data, errors, onChange } = props;
  const list = selects[field];
  const addition = field in additions ? additions[field as keyof typeof additions] : null;
  const text = (type: string, autoComplete: string) => (
    <Input
      type={type}
      autoComplete={autoComplete}
      value={String(data[field] ?? '')}
      onChange={(e) => onChange(field, e.target.value)}
      data-testid={`onboarding.${field}`}
    />
  );
  return (
    <FormField
      label={t(`account:onboarding.fields.${field}`)}
      errors={errors}
      help={field === 'phone' ? t('account:onboarding.phone_help') : undefined}
      required
    >
      {list && <Select {...props} list={list} />}
      {field === 'brand_ids' && <Many {...props} list="brands" />}
      {field === 'category_ids' && <Many {...props} list="categories" />}
      {field === 'company' && text('text', 'organization')}
      {field === 'phone' && text('tel', 'tel')}
      {field === 'website' && text('url', 'url')}
      {addition && (
        <InlineAdd
          list={addition.list}
          add={addition.add}
          label={t(`account:onboarding.add.${field}`)}
          testId={`onboarding.${field}.add`}
          onAdded={(id) =>
            onChange(
              field,
              field === 'brand_ids' ? [...((data.brand_ids as number[]) ?? []), id] : id,
            )
          }
        />
      )}
    </FormField>
  );
}
