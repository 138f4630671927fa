import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A native select over a reference list: accessible, keyboard-friendly, fine for long lists. */
export function ReferenceSelect({
  value,
  options,
  onChange,
  loading,
  testId,
}: {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  loading?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root disabled={loading}>
      <NativeSelect.Field
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      >
        <option value="">{loading ? t('loading') : t('account:onboarding.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
