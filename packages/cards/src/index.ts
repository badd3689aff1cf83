export * from './schema';
export { TERRAIN } from './terrain';
