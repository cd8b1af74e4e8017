// fontkit (pdfkit's font engine) ships no types; the invoice PDF only parses a font with it once.
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
