import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One home per concept (decision 036): the Dutch day in TypeScript (lib/dates.ts) and in SQL
 * (server/db/dutch-day.ts), the postal address's columns (server/db/schema/postal-address.ts) and
 * values kept once per process (server/remember.ts), the staff screens' tables (StaffTable). A second
 * copy fails here, naming its file.
 */
const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.(tsx?|astro)$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => path.join('src', name));

const filesMatching = (pattern: RegExp) =>
  sources.filter((file) => pattern.test(readFileSync(file, 'utf8'))).sort();

describe('one home per concept', () => {
  it('reads the Dutch time zone in TypeScript only in lib/dates.ts', () => {
    expect(filesMatching(/timeZone:\s*['"a-zA-Z]*Europe\/Amsterdam|formatToParts|timeZoneName/)).toEqual([
      'src/lib/dates.ts',
    ]);
  });

  it("writes `at time zone 'Europe/Amsterdam'` in SQL only in server/db/dutch-day.ts", () => {
    // Migrations (plain SQL, not read here) keep their copies: they are history.
    expect(filesMatching(/at time zone/i)).toEqual(['src/server/db/dutch-day.ts']);
  });

  it('declares the address columns only in the postal address helper', () => {
    expect(filesMatching(/streetNumber:\s*text\(/)).toEqual(['src/server/db/schema/postal-address.ts']);
  });

  it('keeps a value on globalThis per process only through remember()', () => {
    expect(filesMatching(/Symbol\.for\(/)).toEqual(['src/server/http/errors.ts', 'src/server/remember.ts']);
  });

  it('draws every table of the staff screens with StaffTable', () => {
    // The packing slip is paper for the parcel, not a screen: it keeps its own print table.
    const staffScreens = /^src\/(features\/(admin|accounting)|components\/staff)\//;
    const tables = filesMatching(/<table[\s>]/).filter((file) => staffScreens.test(file));
    expect(tables.map((file) => path.basename(file))).toEqual(['StaffTable.tsx']);
  });
});
