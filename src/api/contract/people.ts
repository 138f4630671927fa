import { z } from 'zod';

/** Who did something (created, changed, shared, invited): enough to show a name and an avatar. */
export const personSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

/** One step of a path from the project's root folder (breadcrumbs). */
export const crumbSchema = z.object({ id: z.uuid(), name: z.string() });
export type Crumb = z.infer<typeof crumbSchema>;

/**
 * Bidirectional embedding, override and isolate characters (U+202A–U+202E, U+2066–U+2069): in a
 * name they reorder what is shown, so `report\u202efdp.ifc` reads as "reportcfi.pdf".
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
export const withoutBidiControls = (s: string) => !BIDI_CONTROLS.test(s);

/** A name of a folder or file: no slashes, no control characters, not `.` or `..`. */
export const entryNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(200, 'validation.name_length')
  .refine(withoutBidiControls, 'validation.bidi')
  .refine(
    (n) =>
      n !== '.' &&
      n !== '..' &&
      ![...n].some((c) => c === '/' || c === '\\' || c < ' ' || c === '\u007f'),
    'validation.entry_name',
  );

export const uuidParams = z.object({ id: z.uuid() });
