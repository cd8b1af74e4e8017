import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments and test titles cite decision records (`decision 033`), never the tracker's numbers: a
 * number says where a change came from, not why the code is as it is, and it means nothing to a
 * reader without the tracker. Where a decision covers the subject, cite it; otherwise say the
 * reason in plain words. docs/ may keep its history and is not read here, nor are the applied
 * migrations: they stay as they were run.
 */
const FOLDERS = ['src', 'tests', 'scripts', 'bench'];
const TEXT_FILE = /\.(m?[jt]sx?|astro|css|sql|json|md|sh|txt|xsd|xsl|html)$/;
const MIGRATIONS = path.join('src', 'server', 'db', 'migrations');

/** Built from parts, so this file does not match it. */
const TRACKER_NUMBER = new RegExp(`\\b${'issue'}s? #?\\d+`, 'i');

function textFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => TEXT_FILE.test(name))
      .map((name) => path.join(folder, name))
      .filter((file) => !file.startsWith(MIGRATIONS)),
  ).sort();
}

/** `file:line: text` for every line of `code` that cites a tracker number. */
function trackerCitations(file: string, code: string): string[] {
  return code
    .split('\n')
    .flatMap((line, index) => (TRACKER_NUMBER.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('comments cite decisions', () => {
  it('cites no tracker number anywhere in src, tests, scripts or bench', () => {
    const found = textFiles().flatMap((file) => trackerCitations(file, readFileSync(file, 'utf8')));
    expect(found, 'cite a decision record (decision 0NN) or say the reason in plain words').toEqual([]);
  });

  it('finds a tracker number in a comment or a test title, with or without #, and no look-alike', () => {
    const tracker = 'Issue';
    const code = [
      `// Saved with the product (${tracker.toLowerCase()} 36).`,
      `/* ${tracker} #21.7: disk full under the embedded database. */`,
      `describe('a miss (${tracker.toLowerCase()}s 27 and 33)', () => {});`,
      '// Cited as it should be (decision 033).',
      `// t${'issue'} 12 and re${'issue'} 3 are words, not citations.`,
    ].join('\n');
    expect(trackerCitations('example.ts', code).map((found) => found.split(': ')[0])).toEqual([
      'example.ts:1',
      'example.ts:2',
      'example.ts:3',
    ]);
  });
});
