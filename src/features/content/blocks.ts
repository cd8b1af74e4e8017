import { heroBlocks } from './block-definitions/hero';
import { otherBlocks } from './block-definitions/other';
import { peopleBlocks } from './block-definitions/people';
import { productBlocks } from './block-definitions/products';
import { statsBlocks } from './block-definitions/stats';
import { textBlocks } from './block-definitions/text';
import type { Values } from './fields';

/**
 * Every content block type (spec section 2), one file per group in block-definitions/: its Dutch
 * name and description for the editor's 'Add Component' grid, and its fields. The same definitions
 * validate a save on the server, read stored attributes for rendering and build the editor's forms.
 */
const definitions = {
  ...heroBlocks,
  ...textBlocks,
  ...productBlocks,
  ...statsBlocks,
  ...peopleBlocks,
  ...otherBlocks,
} as const;

/** In alphabetical order of layout, as the editor lists them. */
export const blockDefinitions = Object.fromEntries(
  Object.entries(definitions).sort(([a], [b]) => (a < b ? -1 : 1)),
) as typeof definitions;

export type BlockLayout = keyof typeof blockDefinitions;
export type BlockAttributes<L extends BlockLayout> = Values<(typeof blockDefinitions)[L]['fields']>;

export const BLOCK_LAYOUTS = Object.keys(blockDefinitions) as BlockLayout[];

export function isBlockLayout(layout: unknown): layout is BlockLayout {
  return typeof layout === 'string' && Object.hasOwn(blockDefinitions, layout);
}
