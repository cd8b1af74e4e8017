// `tsx bench/cpu-profile-top.ts <file.cpuprofile> [--last-ms N] [--top N]`: where a V8 CPU profile
// (node --cpu-prof) spent its time: the functions with the most self time, and the same time by
// package (node_modules/<name>, node: internals, the shop's own code, the garbage collector).
// --last-ms keeps the samples of the profile's last N milliseconds (the measured window of
// `npm run bench:miss-cpu`, which also writes it beside the profile as window.json).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'last-ms': { type: 'string' }, top: { type: 'string' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [--last-ms N] [--top N]');
const windowFile = path.join(path.dirname(file), 'window.json');
const lastMs = Number(
  args['last-ms'] ??
    (existsSync(windowFile)
      ? (JSON.parse(readFileSync(windowFile, 'utf8')) as { lastMs: number }).lastMs
      : Infinity),
);
const top = Number(args.top ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));

/** Microseconds of self time per function and per package, over the samples in the window. */
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
const from = profile.endTime - lastMs * 1000;
let time = profile.startTime;
let total = 0;
for (const [index, id] of profile.samples.entries()) {
  time += profile.timeDeltas[index]!;
  const delta = profile.timeDeltas[index + 1] ?? 0;
  if (time < from) continue;
  const { functionName, url, lineNumber } = nodeById.get(id)!.callFrame;
  const name = `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  byPackage.set(packageOf(functionName, url), (byPackage.get(packageOf(functionName, url)) ?? 0) + delta);
  total += delta;
}

function shortUrl(url: string): string {
  const modules = url.lastIndexOf('node_modules/');
  return modules >= 0 ? url.slice(modules + 'node_modules/'.length) : url.replace(/^.*\/dist\//, 'dist/');
}

function packageOf(functionName: string, url: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return match ? match[1]! : 'shop (dist)';
}

const print = (title: string, entries: Map<string, number>, count: number) => {
  console.info(`\n${title}`);
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.info(
      `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
};
console.info(`${(total / 1000).toFixed(0)} ms sampled in the window`);
print('self time by function', byFunction, top);
print('self time by package', byPackage, 15);
