import { Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

type PasswordField = 'password' | 'password_confirmation';

/** The part of `useForm` these fields need: their errors and their input bindings. */
interface PasswordFieldsForm {
  errors: Partial<Record<PasswordField, string[]>>;
  input: (name: PasswordField) => {
    name: string;
    value: string;
    onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  };
}

/**
 * A new password and its confirmation, with the password rules as help text: the same pair in
 * registration, password reset and the settings' password form.
 */
export function NewPasswordFields({
  form,
  label,
  testIdPrefix,
}: {
  form: PasswordFieldsForm;
  /** The password field's label (the confirmation's is always the same). */
  label: string;
  /** `register` gives `register.password` and `register.password_confirmation`. */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const testId = (field: PasswordField) => (testIdPrefix ? `${testIdPrefix}.${field}` : undefined);
  return (
    <>
      <FormField
        label={label}
        errors={form.errors.password}
        help={t('auth:register.password_help')}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...form.input('password')}
          data-testid={testId('password')}
        />
      </FormField>
      <FormField
        label={t('auth:fields.password_confirmation')}
        errors={form.errors.password_confirmation}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...form.input('password_confirmation')}
          data-testid={testId('password_confirmation')}
        />
      </FormField>
    </>
  );
}
