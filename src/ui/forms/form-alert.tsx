import { Alert } from '@chakra-ui/react';

/** The form-level message: an error that belongs to no single field, or a success. */
export function FormAlert({
  message,
  status = 'error',
  testId = 'form.alert',
}: {
  message: string | null | undefined;
  status?: 'error' | 'success' | 'info' | 'warning';
  testId?: string;
}) {
  if (!message) return null;
  return (
    <Alert.Root status={status} data-testid={testId} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
