/**
 * The deepest nesting any form of the shop sends is a handful of levels (a page document with
 * blocks in columns); 64 leaves room. Deeper JSON is refused before it is parsed: code that walks
 * a parsed value recursively (the text check, zod) would otherwise run out of stack.
 */
export const MAX_JSON_DEPTH = 64;

/** True when `text` opens more than `limit` arrays/objects inside each other (strings are skipped). */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (char === 93 /* ] */ || char === 125 /* } */) depth--;
  }
  return false;
}
