import type { ReactNode } from 'react';

/** A form whose submission (Enter in a field, or its submit button) calls `onSubmit` in place. */
export function SubmitForm({
  onSubmit,
  id,
  children,
}: {
  onSubmit: () => void;
  id?: string;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
