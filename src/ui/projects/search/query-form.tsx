import { Button, HStack, IconButton, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { conditionOps, type ConditionOp } from '@/api/contract/models';
import { FormField } from '@/ui/forms/form-field';

export type QueryDraft = {
  classes: string;
  text: string;
  conditions: { property: string; op: ConditionOp; value: string }[];
};

export const emptyDraft: QueryDraft = { classes: '', text: '', conditions: [] };

/** The draft as the API's query: classes split on commas and spaces. */
export const toQuery = (d: QueryDraft) => ({
  classes: d.classes.split(/[\s,;]+/).filter(Boolean),
  text: d.text.trim(),
  conditions: d.conditions.filter((c) => c.property.trim() !== ''),
});

export const fromQuery = (q: {
  classes?: string[];
  text?: string;
  conditions?: QueryDraft['conditions'];
}): QueryDraft => ({
  classes: (q.classes ?? []).join(', '),
  text: q.text ?? '',
  conditions: q.conditions ?? [],
});

/**
 * What to search in the project's models: classes (with their subtypes), a text (name, class,
 * GlobalId, any value) and property conditions, all of which must hold.
 */
export function QueryForm({
  draft,
  onChange,
  onSubmit,
  errors,
  pending,
}: {
  draft: QueryDraft;
  onChange: (d: QueryDraft) => void;
  onSubmit: () => void;
  errors: Record<string, string[]>;
  pending: boolean;
}) {
  const { t } = useTranslation('projects');
  const setCondition = (i: number, patch: Partial<QueryDraft['conditions'][number]>) =>
    onChange({
      ...draft,
      conditions: draft.conditions.map((c, k) => (k === i ? { ...c, ...patch } : c)),
    });
  return (
    <Stack
      as="form"
      gap="3"
      data-testid="search.form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <HStack gap="3" align="start" wrap="wrap">
        <FormField
          label={t('search_models.classes')}
          help={t('search_models.classes_help')}
          errors={errors['query.classes']}
        >
          <Input
            value={draft.classes}
            onChange={(e) => onChange({ ...draft, classes: e.target.value })}
            placeholder={t('search_models.classes_example')}
            data-testid="search.classes"
          />
        </FormField>
        <FormField
          label={t('search_models.text')}
          help={t('search_models.text_help')}
          errors={errors['query.text']}
        >
          <Input
            value={draft.text}
            onChange={(e) => onChange({ ...draft, text: e.target.value })}
            data-testid="search.text"
          />
        </FormField>
      </HStack>
      {draft.conditions.map((c, i) => (
        <HStack key={i} gap="2" align="end" wrap="wrap" data-testid="search.condition">
          <FormField
            label={t('search_models.property')}
            errors={errors[`query.conditions.${i}.property`]}
          >
            <Input
              value={c.property}
              onChange={(e) => setCondition(i, { property: e.target.value })}
              placeholder={t('search_models.property_example')}
              data-testid="search.condition.property"
            />
          </FormField>
          <NativeSelect.Root w="auto" minW="36">
            <NativeSelect.Field
              aria-label={t('search_models.operator')}
              value={c.op}
              onChange={(e) => setCondition(i, { op: e.target.value as ConditionOp })}
              data-testid="search.condition.op"
            >
              {conditionOps.map((op) => (
                <option key={op} value={op}>
                  {t(`search_models.ops.${op}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {c.op !== 'exists' && (
            <FormField
              label={t('search_models.value')}
              errors={errors[`query.conditions.${i}.value`]}
            >
              <Input
                value={c.value}
                onChange={(e) => setCondition(i, { value: e.target.value })}
                data-testid="search.condition.value"
              />
            </FormField>
          )}
          <IconButton
            variant="ghost"
            aria-label={t('search_models.remove_condition')}
            onClick={() =>
              onChange({ ...draft, conditions: draft.conditions.filter((_, k) => k !== i) })
            }
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      ))}
      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          onClick={() =>
            onChange({
              ...draft,
              conditions: [...draft.conditions, { property: '', op: 'eq', value: '' }],
            })
          }
          data-testid="search.add-condition"
        >
          <LuPlus /> {t('search_models.add_condition')}
        </Button>
        <Button type="submit" loading={pending} data-testid="search.submit">
          <LuSearch /> {t('search_models.submit')}
        </Button>
      </HStack>
    </Stack>
  );
}
