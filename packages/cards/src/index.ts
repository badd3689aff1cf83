export * from './schema';
export { TERRAIN } from './terrain';
export { CATALOG, PACKS, type ContentPack } from './content';
export * from './battlefields';
export * from './components';
export * from './deckbuilding';
export * from './text';
export * from './solo';
