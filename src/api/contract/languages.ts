import { z } from 'zod';

export const languages = ['fr', 'en', 'ar'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
export const defaultLanguage: Language = 'fr';
export const rtlLanguages: readonly Language[] = ['ar'];

/** The BCP 47 locale given to Chakra and Intl for each language (Algerian Arabic: Latin digits). */
export const intlLocale: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-DZ' };
