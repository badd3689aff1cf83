// The one source of the data types: every type is z.infer of a schema (style.md §2.2), kept by
// subject under schema/ and exported from here as one module.
export * from './schema/base';
export * from './schema/effects';
export * from './schema/cards';
export * from './schema/board';
