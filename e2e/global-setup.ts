import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildWeb, startServer } from './support/server';

// Once per e2e run: build the web client as `npm start` does and start one real server that
// every test file shares (each test creates its own rooms, so they do not meet).

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The built client, for a test that starts (and stops) a server of its own. */
    webRoot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webRoot = buildWeb();
  const server = await startServer(webRoot);
  project.provide('baseURL', server.url);
  project.provide('webRoot', webRoot);
  return async () => {
    await server.stop();
    rmSync(webRoot, { recursive: true, force: true });
  };
}
