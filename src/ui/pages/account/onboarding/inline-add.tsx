import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '@/api/api-error';
import { useErrorText } from '@/ui/components/error-text';
import { useNotify } from '@/ui/components/use-notify';
import { type ReferenceList, referenceKey } from './use-reference';

/** "Not in the list? Add it": creates a brand, university or field and selects it at once. */
export function InlineAdd({
  list,
  add,
  label,
  onAdded,
  testId,
}: {
  list: ReferenceList;
  add: (name: string) => Promise<{ id: number; name: string }>;
  label: string;
  onAdded: (id: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useErrorText();
  const mutation = useMutation({
    mutationFn: () => add(name.trim()),
    onSuccess: async (item) => {
      await queryClient.invalidateQueries({ queryKey: referenceKey(list) });
      onAdded(item.id);
      setName('');
      notify.success(t('account:onboarding.added', { name: item.name }));
    },
  });
  const fieldError =
    isApiFailure(mutation.error) && mutation.error.error.kind === 'validation'
      ? mutation.error.error.fields.flatMap((f) => f.messages).join(' ')
      : mutation.error
        ? errorText(mutation.error)
        : null;
  return (
    <Stack gap="1" data-testid={testId}>
      <HStack align="start" gap="2">
        <Input
          id={id}
          size="sm"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-label={label}
          placeholder={label}
          aria-invalid={fieldError ? true : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (name.trim().length >= 2) mutation.mutate();
            }
          }}
        />
        <Button
          size="sm"
          variant="outline"
          loading={mutation.isPending}
          disabled={name.trim().length < 2}
          onClick={() => mutation.mutate()}
        >
          {t('common:actions.add')}
        </Button>
      </HStack>
      {fieldError && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {fieldError}
        </Text>
      )}
    </Stack>
  );
}
