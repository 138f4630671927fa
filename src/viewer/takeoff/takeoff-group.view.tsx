import { Badge, Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { kindForUnit, quantityInUnit } from '@/api/contract/takeoff';
import { getTakeoffSuggestions } from '@/api/takeoff.api';
import {
  measuredOf,
  type GroupChoice,
  type MeasuredGroup,
  type TakeoffEvent,
} from '@/machines/viewer/takeoff.machine';
import { errorText } from '@/ui/components/error-text';
import { formatValue } from '../format';

const kinds = [
  ['length', 'm'],
  ['area', 'm2'],
  ['volume', 'm3'],
] as const;

/**
 * One group of the take-off: its type, count and quantities (computed ones labelled), the
 * catalogue product (suggested for its class and name, the project's remembered one first),
 * the waste, and the quantity to order in the product's unit.
 */
export function TakeoffGroupCard({
  group,
  projectId,
  choice,
  remembered,
  lng,
  send,
  onlyThese,
}: {
  group: MeasuredGroup;
  projectId: string;
  choice: GroupChoice | undefined;
  remembered: string | undefined;
  lng: string;
  send: (e: TakeoffEvent) => void;
  onlyThese: () => void;
}) {
  const { t } = useTranslation('viewer');
  const { t: tc } = useTranslation('catalogue');
  const { t: te } = useTranslation();
  const id = useId();
  const suggestions = useQuery({
    queryKey: ['takeoff-suggestions', projectId, group.key],
    queryFn: ({ signal }) =>
      getTakeoffSuggestions(
        projectId,
        { ifc_class: group.ifcClass, name: group.name || undefined, group_key: group.key },
        signal,
      ),
    enabled: !!projectId,
  });
  const options = suggestions.data?.data ?? [];
  const product = choice?.product ?? null;
  const kind = product ? kindForUnit(product.unit) : null;
  const toOrder =
    product && kind
      ? quantityInUnit(measuredOf(group, kind).measured, kind, product.unit, choice?.waste ?? 0)
      : null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="2" data-testid="viewer.takeoff.group">
      <Text fontWeight="semibold" fontSize="sm" dir="auto">
        <bdi>{group.name || group.ifcClass}</bdi>
      </Text>
      <Text fontSize="xs" color="fg.muted">
        <bdi>{group.ifcClass}</bdi> · {t('takeoff.elements', { count: group.elements.length })}
      </Text>
      <Box as="dl" fontSize="sm" my="1">
        {kinds.map(([k, unit]) => {
          const q = group.quantities[k];
          if (q.missing === group.elements.length) return null;
          return (
            <HStack key={k} justify="space-between" gap="2">
              <Text as="dt">{t(`takeoff.${k}`)}</Text>
              <HStack as="dd" gap="1">
                <Text dir="ltr">{formatValue(q.value, lng, unit)}</Text>
                {q.computed > 0 && (
                  <Badge
                    size="xs"
                    colorPalette="orange"
                    title={t('takeoff.computedHint', { count: q.computed })}
                  >
                    {t('takeoff.computed')}
                  </Badge>
                )}
              </HStack>
            </HStack>
          );
        })}
      </Box>
      <Button size="2xs" variant="outline" onClick={onlyThese} mb="2">
        {t('takeoff.onlyThese')}
      </Button>
      <Stack gap="1">
        <Text asChild fontSize="xs">
          <label htmlFor={`${id}-p`}>{t('takeoff.product')}</label>
        </Text>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            id={`${id}-p`}
            value={product?.id ?? ''}
            onChange={(e) =>
              send({
                type: 'takeoff.choose',
                key: group.key,
                product:
                  (product?.id === e.target.value ? product : null) ??
                  options.find((o) => o.product.id === e.target.value)?.product ??
                  null,
              })
            }
          >
            <option value="">{t('takeoff.choose')}</option>
            {product && !options.some((o) => o.product.id === product.id) && (
              <option value={product.id}>{product.name}</option>
            )}
            {options.map((o) => (
              <option key={o.product.id} value={o.product.id}>
                {o.product.name} — {o.product.manufacturer.company ?? o.product.manufacturer.name}
                {o.product.id === remembered ? ` (${t('takeoff.remembered')})` : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {suggestions.error && (
          <Text fontSize="xs" color="fg.error">
            {errorText(te, suggestions.error)}
          </Text>
        )}
        {suggestions.data && options.length === 0 && !product && (
          <Text fontSize="xs" color="fg.muted">
            {t('takeoff.noSuggestion')}
          </Text>
        )}
        <HStack gap="2">
          <Text asChild fontSize="xs" flexShrink={0}>
            <label htmlFor={`${id}-w`}>{t('takeoff.waste')}</label>
          </Text>
          <Input
            id={`${id}-w`}
            size="xs"
            type="number"
            min={0}
            max={100}
            step={1}
            w="20"
            value={choice?.waste ?? 0}
            onChange={(e) =>
              send({ type: 'takeoff.waste', key: group.key, percent: Number(e.target.value) })
            }
          />
        </HStack>
        {product &&
          (toOrder === null ? (
            <Text fontSize="xs" color="fg.warning">
              {t('takeoff.unfit')}
            </Text>
          ) : (
            <Text fontSize="sm" fontWeight="medium" data-testid="viewer.takeoff.quantity">
              {t('takeoff.toOrder', {
                quantity: formatValue(toOrder, lng),
                unit: tc(`units.${product.unit}`),
              })}
            </Text>
          ))}
      </Stack>
    </Box>
  );
}
