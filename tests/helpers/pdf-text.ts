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

/** A word as poppler places it on a page (points, origin top left). */
export interface WordBox {
  page: number;
  word: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word of a PDF with its box, as `pdftotext -bbox` reads it. */
export function pdfWordBoxes(pdf: Uint8Array): WordBox[] {
  const html = execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-', '-'], {
    input: Buffer.from(pdf),
  }).toString('utf8');
  const boxes: WordBox[] = [];
  html
    .split(/<page\b/)
    .slice(1)
    .forEach((page, index) => {
      for (const match of page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        boxes.push({
          page: index + 1,
          word: match[5]!,
          xMin: Number(match[1]),
          yMin: Number(match[2]),
          xMax: Number(match[3]),
          yMax: Number(match[4]),
        });
      }
    });
  return boxes;
}

/**
 * Pairs of words on the same page whose boxes overlap by more than `tolerance` points in both
 * directions (text printed over other text), as 'page: word / word'.
 */
export function overlappingWords(boxes: WordBox[], tolerance = 0.5): string[] {
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.page !== b.page) continue;
      const x = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const y = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (x > tolerance && y > tolerance) found.push(`${a.page}: ${a.word} / ${b.word}`);
    }
  }
  return found;
}
