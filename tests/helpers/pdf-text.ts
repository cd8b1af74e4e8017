import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a PDF made by pdfkit with its standard fonts, enough for a test to look
 * for names and amounts: content streams are inflated when compressed, and the hex strings
 * of the TJ/Tj operators are read as WinAnsi (latin1, with € at 0x80). Text objects are
 * separated by a space (runs of white space become one); kerning inside one object is dropped.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams: string[] = [];
  const streamPattern = /<<((?:(?!<<)[\s\S])*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streamPattern)) {
    const bytes = Buffer.from(match[2]!, 'latin1');
    streams.push(match[1]!.includes('/FlateDecode') ? tryInflate(bytes) : bytes.toString('latin1'));
  }
  const pieces: string[] = [];
  for (const stream of streams) {
    for (const match of stream.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = match[1] ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [match[2]!];
      pieces.push(hexes.map(decodeWinAnsi).join(''));
    }
  }
  return pieces.join(' ').replace(/\s+/g, ' ');
}

function tryInflate(bytes: Buffer): string {
  try {
    return inflateSync(bytes).toString('latin1');
  } catch {
    return '';
  }
}

function decodeWinAnsi(hex: string): string {
  return Buffer.from(hex, 'hex').toString('latin1').replace(/\x80/g, '€').replace(/\xa0/g, ' ');
}
