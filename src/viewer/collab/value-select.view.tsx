import { NativeSelect } from '@chakra-ui/react';

/**
 * The collaboration panels' small native select over a list of values, each shown through
 * `label`; `first` puts an option before them (« all statuses »).
 */
export function ValueSelect({
  value,
  values,
  label,
  onChange,
  first,
  ariaLabel,
  flex,
}: {
  value: string;
  values: readonly string[];
  label: (value: string) => string;
  onChange: (value: string) => void;
  first?: { value: string; label: string };
  /** The accessible name when no field label names the select. */
  ariaLabel?: string;
  flex?: string;
}) {
  return (
    <NativeSelect.Root size="sm" flex={flex}>
      <NativeSelect.Field
        aria-label={ariaLabel}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {first && <option value={first.value}>{first.label}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {label(v)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
