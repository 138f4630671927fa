import { NativeSelect } from '@chakra-ui/react';

/** A native select (keyboard and screen readers for free) over a list of labelled values. */
export function SelectField<V extends string>({
  value,
  onChange,
  options,
  name,
  label,
  testId,
  size = 'md',
}: {
  value: V;
  onChange: (v: V) => void;
  options: { value: V; label: string }[];
  name?: string;
  /** Accessible name when no visible label is bound to the field. */
  label?: string;
  testId?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field
        name={name}
        value={value}
        aria-label={label}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value as V)}
      >
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
