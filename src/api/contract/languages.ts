import { z } from 'zod';

export const languages = ['fr', 'en', 'ar'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'fr';
export const rtlLanguages: readonly Language[] = ['ar'];
