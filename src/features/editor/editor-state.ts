import { type BlockLayout, blockDefinitions } from '~/features/content/blocks';
import { emptyValues } from '~/features/content/fields';

/** A block as the editor holds it: stored shape, attributes edited in place by path. */
export interface EditorBlock {
  key: string;
  layout: BlockLayout;
  attributes: Record<string, unknown>;
}

export type Path = (string | number)[];

/** A new block of a type, every field at its empty value, with a key unique on the page. */
export function createBlock(layout: BlockLayout, existing: EditorBlock[]): EditorBlock {
  const base = layout.toLowerCase();
  let n = existing.length + 1;
  while (existing.some((block) => block.key === `${base}-${n}`)) n += 1;
  return {
    key: `${base}-${n}`,
    layout,
    attributes: emptyValues(blockDefinitions[layout].fields) as Record<string, unknown>,
  };
}

/** Immutable update of a nested value: setIn({a:[{b:1}]}, ['a',0,'b'], 2). */
export function setIn<T>(target: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[head as number] = setIn(copy[head as number], rest, value);
    return copy as T;
  }
  const record = (target ?? {}) as Record<string, unknown>;
  return { ...record, [head]: setIn(record[head as string], rest, value) } as T;
}

export function getIn(target: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value === null || value === undefined ? undefined : (value as Record<string | number, unknown>)[key],
    target,
  );
}

/** Images waiting for upload are held as 'pending:<id>' in the attributes until saving. */
export const PENDING_PREFIX = 'pending:';
const INLINE_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,/i;
/** An image pasted into rich text arrives as <img src="data:image/...;base64,...">. */
const INLINE_IMAGE_IN_HTML = /(<img\b[^>]*?\bsrc=")(data:image\/[a-z0-9.+-]+;base64,[^"]+)(")/gi;

/** Whether an inline base64 image is still anywhere in `value` (one that could not be uploaded). */
export function hasInlineImages(value: unknown): boolean {
  let found = false;
  mapStrings(value, (text) => {
    if (INLINE_IMAGE.test(text) || /<img\b[^>]*\bsrc="data:/i.test(text)) found = true;
    return text;
  });
  return found;
}

export type Uploader = (file: Blob) => Promise<{ url?: string } | undefined>;

/**
 * Before saving (spec section 4): every pending file and inline base64 image anywhere in the
 * attributes is uploaded and replaced by its URL. An upload that answers without a URL leaves
 * the attribute unchanged (spec section 8); the same image is uploaded once.
 */
export async function uploadImages<T>(
  value: T,
  pendingFiles: Map<string, Blob>,
  upload: Uploader,
): Promise<T> {
  // Promises, not results: the same image found twice in one pass is still uploaded once.
  const uploaded = new Map<string, Promise<string | undefined>>();
  const uploadOnce = (key: string, blob: Blob) => {
    if (!uploaded.has(key))
      uploaded.set(
        key,
        upload(blob).then((answer) => answer?.url),
      );
    return uploaded.get(key)!;
  };
  const visit = async (node: unknown): Promise<unknown> => {
    if (typeof node === 'string') {
      const blob = node.startsWith(PENDING_PREFIX)
        ? pendingFiles.get(node)
        : INLINE_IMAGE.test(node)
          ? dataUrlToBlob(node)
          : undefined;
      if (blob) return (await uploadOnce(node, blob)) ?? node;
      return node.includes('<img') ? uploadImagesInHtml(node, uploadOnce) : node;
    }
    if (Array.isArray(node)) return Promise.all(node.map(visit));
    if (node && typeof node === 'object') {
      const entries = await Promise.all(
        Object.entries(node).map(async ([key, child]) => [key, await visit(child)] as const),
      );
      return Object.fromEntries(entries);
    }
    return node;
  };
  return (await visit(value)) as T;
}

/** Rich text: each inline image's data URL is uploaded and replaced by its URL in the HTML. */
async function uploadImagesInHtml(
  html: string,
  uploadOnce: (key: string, blob: Blob) => Promise<string | undefined>,
): Promise<string> {
  const urls = new Map<string, string | undefined>();
  for (const match of html.matchAll(INLINE_IMAGE_IN_HTML)) {
    const dataUrl = match[2]!;
    if (!urls.has(dataUrl)) urls.set(dataUrl, await uploadOnce(dataUrl, dataUrlToBlob(dataUrl)));
  }
  return html.replace(INLINE_IMAGE_IN_HTML, (whole, before: string, dataUrl: string, after: string) => {
    const url = urls.get(dataUrl);
    return url ? `${before}${url}${after}` : whole;
  });
}

function dataUrlToBlob(dataUrl: string): Blob {
  const [header, data = ''] = dataUrl.split(',', 2);
  const type = header?.slice(5).split(';')[0] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/** A copy of `value` with every string passed through `map` (objects and arrays followed). */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return map(node);
    if (Array.isArray(node)) return node.map(visit);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, visit(child)]));
    return node;
  };
  return visit(value) as T;
}

/** 'content.2.attributes.faqs.0.question' -> the block index and the field path inside it. */
export function locateError(field: string): { block: number; path: string } | undefined {
  const match = /^content\.(\d+)\.attributes\.?(.*)$/.exec(field);
  return match ? { block: Number(match[1]), path: match[2] ?? '' } : undefined;
}
