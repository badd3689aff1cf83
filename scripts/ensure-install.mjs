// Installs the workspace's packages when node_modules is missing, older than package-lock.json or
// without the build tools (a production install, npm ci --omit=dev), so `npm start` and `npm test`
// work on a fresh clone with nothing typed first. Imports only Node's own modules: it runs first.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const marker = `${root}node_modules/.package-lock.json`;
const lock = `${root}package-lock.json`;
const devTool = `${root}node_modules/esbuild/package.json`;

export function ensureInstall() {
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs || !existsSync(devTool);
  if (!stale) return;
  console.log('Installing packages (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstall();
