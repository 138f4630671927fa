import { Box, Checkbox, CheckboxGroup, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceItem } from './use-reference';

/** Several choices among a list (brands, categories), with a filter when the list is long. */
export function CheckboxList({
  items,
  value,
  onChange,
  label,
  testId,
}: {
  items: ReferenceItem[];
  value: number[];
  onChange: (ids: number[]) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = items.filter((i) => i.label.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Stack gap="2" data-testid={testId}>
      {items.length > 12 && (
        <Input
          size="sm"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('account:onboarding.filter')}
          aria-label={t('account:onboarding.filter_list', { list: label })}
        />
      )}
      <Box maxH="56" overflowY="auto" borderWidth="1px" borderRadius="md" p="3">
        <CheckboxGroup
          value={value.map(String)}
          onValueChange={(v) => onChange(v.map(Number))}
          aria-label={label}
        >
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
            {shown.map((item) => (
              <Checkbox.Root key={item.value} value={item.value} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{item.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </CheckboxGroup>
      </Box>
    </Stack>
  );
}
