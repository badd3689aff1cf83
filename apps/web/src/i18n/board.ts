// Placeholder until the board engineer writes the board's words: one object per language with the
// same keys (checked by i18n/dictionaries.test.ts). Values equal to English must be listed in
// SAME_AS_ENGLISH.
export const board = { en: {}, cs: {}, pl: {}, uk: {} } as const;
export const SAME_AS_ENGLISH: readonly string[] = [];
