import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Discipline } from '@/api/contract/files';

/** The import dialog's options (issue 5): what a same-name file becomes, discipline, comment. */
export type ImportOptions = {
  on_conflict: 'version' | 'rename' | 'fail';
  discipline: Discipline | '';
  comment: string;
};
export const defaultImportOptions: ImportOptions = {
  on_conflict: 'version',
  discipline: '',
  comment: '',
};

const Ctx = createContext<{
  options: ImportOptions;
  setOptions: (o: ImportOptions) => void;
} | null>(null);

/** Shared by the import dialog and its options dialog. */
export function ImportOptionsProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState(defaultImportOptions);
  return <Ctx.Provider value={{ options, setOptions }}>{children}</Ctx.Provider>;
}

export function useImportOptions() {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useImportOptions outside ImportOptionsProvider');
  return ctx;
}

/** As the upload's query (empty options left out). */
export const uploadOptions = (o: ImportOptions) => ({
  on_conflict: o.on_conflict,
  ...(o.discipline ? { discipline: o.discipline } : {}),
  ...(o.comment.trim() ? { comment: o.comment.trim() } : {}),
});
