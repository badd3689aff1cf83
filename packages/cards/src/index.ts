export * from './schema';
export { TERRAIN } from './terrain';
export { CATALOG, PACKS, type ContentPack } from './content';
