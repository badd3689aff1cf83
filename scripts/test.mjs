// The one command that runs every test: type-check, then the whole Vitest suite.
// Ends with a plain summary line "tests: N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstall();

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: false }).status ?? 1;
const bin = (name) => `${root}node_modules/.bin/${name}`;

console.log('Type-checking (tsc)...');
const typecheck = run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);

const resultsFile = `${root}.vitest-results.json`;
rmSync(resultsFile, { force: true });
const vitest = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`]);

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numFailedTestSuites ?? 0);
} catch {
  failed += 1; // no results file: the runner itself failed
}
if (typecheck !== 0) console.log('Type-check failed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(typecheck !== 0 || vitest !== 0 || failed > 0 ? 1 : 0);
