import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  distinctValues,
  filterElements,
  operatorsFor,
  type FilterOperator,
  type PropertyColumn,
} from '@/ifc/property-table';
import { IfcModel } from '../ifc/ifc-model';
import { useViewer } from '../session/viewer-context';

type State = { columns: PropertyColumn[] | null; error: boolean };

/** The model's property columns (the worker, or a processed version's index), asked once. */
function usePropertyTable(): State {
  const { session } = useViewer();
  const [state, setState] = useState<State>({ columns: null, error: false });
  useEffect(() => {
    let live = true;
    const model = session.model;
    // A model without a source of properties has none to filter by.
    const read = (model instanceof IfcModel ? model.propertyTable() : null) ?? Promise.resolve([]);
    read
      .then((columns) => live && setState({ columns, error: false }))
      .catch(() => live && setState({ columns: null, error: true }));
    return () => {
      live = false;
    };
  }, [session]);
  return state;
}

/**
 * Selection by property (take-off): a property set and property present in the model, an
 * operator (=, ≠, contains, exists; < and > where the values are numbers) and a value; tells how
 * many elements match and selects them (the take-off panel then measures them).
 */
export function PropertyFilter() {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const { columns, error } = usePropertyTable();
  const [key, setKey] = useState(0);
  const [op, setOp] = useState<FilterOperator>('eq');
  const [value, setValue] = useState('');
  const listId = useId();
  const column = columns?.[key];
  const operators = column ? operatorsFor(column) : [];
  const operator = operators.includes(op) ? op : 'eq';
  const deferred = useDeferredValue(value);
  const matches = useMemo(
    () =>
      column && (operator === 'exists' || deferred.trim())
        ? filterElements(column, operator, deferred)
        : null,
    [column, operator, deferred],
  );
  const suggestions = useMemo(() => (column ? distinctValues(column) : []), [column]);
  if (error)
    return (
      <Text p="3" fontSize="sm" color="fg.error" role="alert">
        {t('tree.filter.error')}
      </Text>
    );
  if (!columns)
    return (
      <Text p="3" fontSize="sm" role="status">
        {t('tree.filter.loading')}
      </Text>
    );
  if (columns.length === 0)
    return (
      <Text p="3" fontSize="sm" color="fg.muted">
        {t('tree.filter.none')}
      </Text>
    );
  const setLabel = (c: PropertyColumn) => c.set || t('tree.filter.attributes');
  return (
    <Stack
      as="form"
      p="3"
      gap="3"
      data-testid="viewer.tree.filter"
      onSubmit={(e) => {
        e.preventDefault();
        if (matches?.length) tools.send({ type: 'selection.set', elements: matches });
      }}
    >
      <Field.Root>
        <Field.Label fontSize="sm">{t('tree.filter.property')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={key}
            onChange={(e) => setKey(Number(e.target.value))}
            data-testid="viewer.tree.filter.property"
          >
            {columns.map((c, i) => (
              <option key={`${c.set}/${c.name}`} value={i}>
                {`${setLabel(c)} › ${c.name}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">{t('tree.filter.operator')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={operator}
            onChange={(e) => setOp(e.target.value as FilterOperator)}
            data-testid="viewer.tree.filter.operator"
          >
            {operators.map((o) => (
              <option key={o} value={o}>
                {t(`tree.filter.operators.${o}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {operator !== 'exists' && (
        <Field.Root>
          <Field.Label fontSize="sm">
            {column?.unit
              ? t('tree.filter.valueIn', { unit: t(`tree.filter.units.${column.unit}`) })
              : t('tree.filter.value')}
          </Field.Label>
          <Input
            size="sm"
            dir="auto"
            value={value}
            list={listId}
            inputMode={column?.numeric ? 'decimal' : undefined}
            onChange={(e) => setValue(e.target.value)}
            data-testid="viewer.tree.filter.value"
          />
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </Field.Root>
      )}
      <Text fontSize="sm" role="status" data-testid="viewer.tree.filter.count">
        {matches ? t('tree.filter.count', { count: matches.length }) : t('tree.filter.hint')}
      </Text>
      <Button
        type="submit"
        size="sm"
        disabled={!matches?.length}
        data-testid="viewer.tree.filter.select"
      >
        {t('tree.filter.select')}
      </Button>
    </Stack>
  );
}
