// The one command that runs every test: type-check, the whole Vitest suite, then the browser
// tests (e2e/, a real server and Chromium). Ends with a plain summary line
// "tests: N passed, N failed" that counts both suites; CI reads it.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstall();

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: false }).status ?? 1;
const bin = (name) => `${root}node_modules/.bin/${name}`;

console.log('Type-checking (tsc)...');
const typecheck = [run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']), run(bin('tsc'), ['-p', 'e2e/tsconfig.json', '--noEmit'])];

let passed = 0;
let failed = 0;
/** Runs one Vitest suite and adds its counts; a suite whose runner died counts as one failure. */
function suite(name, resultsFile, extraArgs) {
  console.log(`\n${name}...`);
  rmSync(resultsFile, { force: true });
  const status = run(bin('vitest'), ['run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`]);
  try {
    const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
    passed += results.numPassedTests;
    // A failed test counts once; a file that failed with no failed test in it (it did not load) counts as one more.
    const brokenFiles = (results.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed')).length;
    failed += results.numFailedTests + brokenFiles;
    if (status !== 0 && results.numFailedTests + brokenFiles === 0) failed += 1;
  } catch {
    failed += 1; // no results file: the runner itself failed (e.g. the e2e server or build did not start)
  }
  return status;
}

const unit = suite('Unit and integration tests (vitest)', `${root}.vitest-results.json`, []);
const e2e = suite('Browser tests (e2e/, Chromium)', join(tmpdir(), `senjutsu-e2e-results-${process.pid}.json`), ['--config', 'e2e/vitest.config.ts']);

if (typecheck.some((s) => s !== 0)) console.log('Type-check failed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(typecheck.some((s) => s !== 0) || unit !== 0 || e2e !== 0 || failed > 0 ? 1 : 0);
