import { execFileSync } from 'node:child_process';

/**
 * The text of a PDF as poppler's pdftotext reads it (content order, `-raw`): what a reader's
 * viewer or a bookkeeping package extracts, embedded fonts included. Runs of white space (and
 * the no-break space nl-NL puts after €) become one space. CI installs poppler-utils (.ci/run).
 */
export function pdfText(pdf: Uint8Array): string {
  const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: Buffer.from(pdf) });
  return text.toString('utf8').replace(/[\s\u00a0\u202f]+/g, ' ');
}
