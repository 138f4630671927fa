/**
 * The processor's version: bumped when the stored geometry's form or the reading rules change,
 * so the backfill processes older results again.
 */
export const PROCESSOR = 1;
