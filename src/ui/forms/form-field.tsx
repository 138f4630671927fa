import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A labelled field with its help text and the errors it currently has (SPEC §5). */
export function FormField({
  label,
  errors,
  help,
  required,
  children,
  testId,
}: {
  label: string;
  errors?: string[];
  help?: string;
  required?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Field.Root invalid={!!errors?.length} required={required} data-testid={testId}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {help && !errors?.length && <Field.HelperText>{help}</Field.HelperText>}
      {errors?.map((m) => (
        <Field.ErrorText key={m}>{m}</Field.ErrorText>
      ))}
    </Field.Root>
  );
}
