// Types for scripts/build.mjs (build.ts and the tests import it without allowJs).

/** The default output folder: dist/ at the repository root. */
export const DIST: string;
/** Whether `outDir` lacks a complete build or any source is newer than it. */
export function isStale(outDir?: string): boolean;
/** Builds the web client and the server bundle into `outDir` (replacing what was there). */
export function build(outDir?: string): Promise<void>;
