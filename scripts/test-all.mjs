// `npm test`: every check the project has, in order, then the time each stage took and one
// closing line `N passed, N failed` summing the unit, component, integration and end-to-end tests.
// Runs every stage even when one fails, so one run shows everything; exits 1 on any failure.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

mkdirSync('.cache', { recursive: true });
const suiteStarted = Date.now();
const totals = { passed: 0, failed: 0 };
const failures = [];
const timings = [];

/** A stage in the foreground: its output straight to the terminal. Resolves to whether it passed. */
async function run(name, command, args, env = {}) {
  console.info(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const [code] = await once(child, 'exit');
  return endStage(name, code, (Date.now() - started) / 1000);
}

/** Records a stage's time (under `timingLabel`) and outcome, and says it. Returns whether it passed. */
function endStage(name, code, seconds, timingLabel = name) {
  timings.push({ name: timingLabel, seconds, ok: code === 0 });
  console.info(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (code !== 0) failures.push(name);
  return code === 0;
}

/**
 * A stage that runs beside the next ones: its output goes to a file, printed whole by `finish()`
 * where the caller waits for it, so no lines mix. `finish()` resolves to whether it passed.
 */
function runBeside(name, command, args, env = {}) {
  const logFile = `.cache/${name.replace(/\W+/g, '-')}.log`;
  const output = openSync(logFile, 'w');
  console.info(`\n=== ${name}: ${command} ${args.join(' ')} (beside the next stages; output when it ends)`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', output, output], env: { ...process.env, ...env } });
  const exited = once(child, 'exit').then(([code]) => ({ code, seconds: (Date.now() - started) / 1000 }));
  return {
    async finish() {
      const { code, seconds } = await exited;
      closeSync(output);
      console.info(`\n=== ${name}: output\n${readFileSync(logFile, 'utf8')}`);
      return endStage(name, code, seconds, `${name} (beside)`);
    },
  };
}

// Tests that used more than half of their time limit, and journeys that passed only on a retry:
// on a busy 2-core machine these are the next red runs, so every run names them.
const tight = [];
let retried = 0;
// Failed tests by name with the first line of their error: CI shows only the end of the output.
const failedTests = [];
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 240) ?? '';
const VITEST_TIMEOUT_MS = 30_000; // vitest.config.ts testTimeout; a test with its own limit has more room

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  for (const result of report.testResults ?? []) {
    const tests = result.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'failed')
        failedTests.push(
          `${path.relative('.', result.name)}  ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`,
        );
      if ((test.duration ?? 0) > VITEST_TIMEOUT_MS / 2)
        tight.push(
          `${(test.duration / 1000).toFixed(1)} s (default limit ${VITEST_TIMEOUT_MS / 1000} s; its own may be longer)  ${test.fullName}`,
        );
    }
    // A file that fails before its tests run (an import error, a failing beforeAll) has no failed test.
    if (result.status === 'failed' && tests.every((test) => test.status !== 'failed'))
      failedTests.push(`${path.relative('.', result.name)}\n      ${firstLine(result.message)}`);
  }
}

function countPlaywright(file) {
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  retried += stats.flaky ?? 0;
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const longest = Math.max(0, ...(test.results ?? []).map((result) => result.duration ?? 0));
        if (test.status === 'unexpected')
          failedTests.push(
            `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}\n      ${firstLine(test.results?.at(-1)?.error?.message)}`,
          );
        if (test.timeout && longest > test.timeout / 2)
          tight.push(
            `${(longest / 1000).toFixed(1)} s of ${test.timeout / 1000}  [${test.projectName}] ${spec.file} ${spec.title}`,
          );
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites ?? []) visit(suite);
}

const vitestArgs = (file, args) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
  ...args,
];

async function vitest(name, file, args = [], env = {}) {
  rmSync(file, { force: true });
  await run(name, 'npx', vitestArgs(file, args), env);
  countVitest(file);
}

/** The same, beside the next stages (runBeside). */
function vitestBeside(name, file, args = [], env = {}) {
  rmSync(file, { force: true });
  const stage = runBeside(name, 'npx', vitestArgs(file, args), env);
  return {
    async finish() {
      const ok = await stage.finish();
      countVitest(file);
      return ok;
    },
  };
}

// The Debian packages the suite needs (Chromium, nginx, Java...), the same script as CI's (.ci/run):
// installed when missing and run as root, else one line says what to install and nothing runs.
if (!(await run('system packages', 'bash', ['scripts/install-system-deps.sh']))) {
  console.error('npm test: install the packages named above, then run it again');
  process.exit(1);
}
await run('lint', 'npm', ['run', 'lint']);
// The type checker works on one core; the Vitest stage leaves room beside it.
const typecheck = runBeside('typecheck', 'npx', ['astro', 'check', '--minimumSeverity', 'warning']);
await vitest('unit + components + integration (PGlite)', '.cache/vitest.json', [
  '--project',
  'unit',
  '--project',
  'components',
  '--project',
  'integration',
]);
await typecheck.finish();

// CI (and anyone with a PostgreSQL server) runs the integration tests a second time against it.
const postgresUrl = process.env.TEST_POSTGRES_URL;
if (postgresUrl) {
  await vitest('integration (PostgreSQL)', '.cache/vitest-postgres.json', ['--project', 'integration'], {
    TEST_DATABASE_URL: postgresUrl,
  });
}

if (await run('build', 'npm', ['run', 'build'])) {
  const report = '.cache/playwright-results.json';
  rmSync(report, { force: true });
  // Built servers as child processes (tests/instances): provider adapters, Node's own loader,
  // dropped database links, proxies, bodies, disk full; on PGlite, and on PostgreSQL when it is there
  // (two instances on one PostgreSQL database need it).
  // They mostly wait for the servers they start, and the journeys leave a core's third idle: the
  // two stages run side by side (decision 020). Ports apart: instances 4461-4543, Nu checker 4970,
  // journeys 4399.
  const instances = vitestBeside('built server (instances)', '.cache/vitest-instances.json', [
    '--project',
    'instances',
  ]);
  // The W3C Nu Html Checker over every route of the built server (Java; decision 020).
  await run('HTML (W3C Nu Html Checker)', 'node', ['scripts/check-html.mjs']);
  await run('end-to-end (Playwright, Chromium)', 'npx', ['playwright', 'test']);
  if (existsSync(report)) countPlaywright(report);
  await instances.finish();
} else {
  failures.push('end-to-end (not run: build failed)');
}

console.info('\ntime per stage:');
for (const { name, seconds, ok } of timings) {
  console.info(`  ${(seconds / 60).toFixed(1).padStart(5)} min  ${ok ? 'ok    ' : 'FAILED'}  ${name}`);
}
const total = (Date.now() - suiteStarted) / 1000;
console.info(
  `  ${(total / 60).toFixed(1).padStart(5)} min  in all (from start to end; a stage beside others overlaps them)`,
);
console.info(`\ntests over half of their time limit: ${tight.length === 0 ? 'none' : ''}`);
for (const line of tight) console.info(`  ${line}`);
console.info(`journeys that passed only on a retry: ${retried}`);
console.info(`\nfailed tests: ${failedTests.length === 0 ? 'none' : ''}`);
for (const line of failedTests) console.info(`  ${line}`);
console.info(`\nfailed stages: ${failures.length > 0 ? failures.join(', ') : 'none'}`);
console.info(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
