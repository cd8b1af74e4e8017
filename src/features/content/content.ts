import { z } from 'zod';
import { messages } from '~/lib/messages';
import {
  BLOCK_LAYOUTS,
  type BlockAttributes,
  type BlockLayout,
  blockDefinitions,
  isBlockLayout,
} from './blocks';
import { type FieldShape, readValues, strictSchema } from './fields';

/** One block of page content as the site renders it (spec section 3: key, layout, attributes). */
export type Block = {
  [L in BlockLayout]: { key: string; layout: L; attributes: BlockAttributes<L> };
}[BlockLayout];

/** Blocks whose first appearance carries the page's h1; other pages get the title as h1. */
export const HEADING_BLOCKS: readonly BlockLayout[] = [
  'HeroBlock',
  'HeroCollage',
  'HeroCta',
  'HeroImage',
  'HeroSplit',
  'TitleSubtitle',
  'TitleSubtitleCenter',
];

/**
 * Reads stored content for rendering. Not a list: empty (spec section 8). A block with a
 * missing or unknown layout is skipped and reported through `warn`; attributes that do not fit
 * fall back field by field.
 */
export function readBlocks(
  raw: unknown,
  warn: (message: string, layout: unknown) => void = () => {},
): Block[] {
  const list = typeof raw === 'string' ? safeJson(raw) : raw;
  if (!Array.isArray(list)) return [];
  const blocks: Block[] = [];
  list.forEach((item, index) => {
    const layout =
      typeof item === 'object' && item !== null ? (item as { layout?: unknown }).layout : undefined;
    if (!isBlockLayout(layout)) {
      warn('content block skipped: missing or unknown layout', layout);
      return;
    }
    const { key, attributes } = item as { key?: unknown; attributes?: unknown };
    blocks.push({
      key: typeof key === 'string' && key ? key : `${layout}-${index}`,
      layout,
      attributes: readValues(blockDefinitions[layout].fields, attributes),
    } as Block);
  });
  return blocks;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const blockKey = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, messages.editorForm.blockKeyFormat);

/**
 * The schema a save is checked with: every block's attributes against its own definition, so an
 * error names the exact field ('content.2.attributes.faqs.0.question').
 */
export const contentSchema = z
  .array(
    z.discriminatedUnion(
      'layout',
      BLOCK_LAYOUTS.map((layout) =>
        z.object({
          key: blockKey,
          layout: z.literal(layout),
          attributes: strictSchema(blockDefinitions[layout].fields),
        }),
      ) as unknown as [z.ZodObject, ...z.ZodObject[]],
      { error: messages.editorForm.unknownBlockType },
    ),
  )
  .max(60, messages.editorForm.tooManyBlocks(60))
  .refine(
    (blocks) => new Set(blocks.map((block) => block.key)).size === blocks.length,
    messages.editorForm.duplicateBlockKey,
  );

/** Page paths: lower-case words with dashes, segments joined by slashes ('zorg/tips'). */
export const pageSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, messages.editorForm.slugMissing)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, messages.editorForm.pathFormat);

/** The readable words of a page's blocks (titles, texts, rich text without tags), for the search index. */
export function blocksPlainText(blocks: Block[]): string {
  const parts: string[] = [];
  const walk = (fields: FieldShape, values: Record<string, unknown>) => {
    for (const [name, field] of Object.entries(fields)) {
      const value = values[name];
      if (field.kind === 'object') walk(field.fields, value as Record<string, unknown>);
      else if (field.kind === 'repeater' && Array.isArray(value))
        for (const item of value) walk(field.fields, item);
      else if (
        (field.kind === 'text' || field.kind === 'textarea') &&
        !field.format &&
        typeof value === 'string'
      )
        parts.push(value);
      else if (field.kind === 'richtext' && typeof value === 'string') parts.push(htmlToText(value));
    }
  };
  for (const block of blocks)
    walk(blockDefinitions[block.layout].fields, block.attributes as Record<string, unknown>);
  return parts.filter(Boolean).join('\n');
}

/** Text of an HTML fragment: tags become spaces, the common entities are decoded. */
function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
