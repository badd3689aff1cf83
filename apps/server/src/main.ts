import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from './app';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? './data');
mkdirSync(dataDir, { recursive: true });

const webRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));
const server = createApp({ webRoot }).listen(port, host, () => {
  console.log(JSON.stringify({ level: 'info', msg: 'Senjutsu Online listening', url: `http://localhost:${port}`, dataDir }));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
