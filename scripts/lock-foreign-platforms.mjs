// Keeps package-lock.json acceptable to `npm ci` (docs/decisions/003-node-bootstrap.md).
//
// Our registry lacks some platform builds that packages list as optional dependencies (for example
// @astrojs/compiler-binding-darwin-arm64@0.5.1). `npm install` then leaves them out of the lock file,
// and `npm ci` refuses the file as out of sync. This adds each missing one as an optional entry with
// its os, cpu and libc read from its name, so npm ci skips it here and fetches it on that platform.
// Run it after any `npm install` that changes the lock file: node scripts/lock-foreign-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const platformWords = {
  os: ['android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32', 'aix'],
  cpu: ['arm64', 'arm', 'ia32', 'x64', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'],
  libc: { gnu: 'glibc', musl: 'musl' },
};

/** os, cpu and libc from a name like `@biomejs/cli-linux-x64-musl` or `...-win32-arm64-msvc`. */
function platformOf(name) {
  const words = name.split('/').pop().split('-');
  const os = words.find((word) => platformWords.os.includes(word));
  const cpu = words.find((word) => platformWords.cpu.includes(word));
  const libcWord = words.find((word) => word in platformWords.libc);
  if (!cpu) return null;
  return {
    cpu: [cpu],
    libc: libcWord ? [platformWords.libc[libcWord]] : undefined,
    os: os ? [os] : undefined,
  };
}

const added = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(range)) {
      throw new Error(`${name}@${range} (optional, of ${location}) is missing and is no platform build`);
    }
    // Keys in the order npm writes them, so a later `npm install` leaves the entry as it is.
    const { cpu, libc, os } = platform;
    packages[`node_modules/${name}`] = JSON.parse(
      JSON.stringify({ version: range, cpu, dev: entry.dev || undefined, libc, optional: true, os }),
    );
    added.push(`${name}@${range}`);
  }
}

// npm keeps the entries sorted by location.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.info(added.length > 0 ? `added ${added.join(', ')}` : 'nothing missing');
