import * as staffTexts from '~/lib/messages/staff';
import { type FieldShape, f } from '../fields';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { blockFields: staffTexts.blockFields, blockGroups: staffTexts.blockGroups };

const fields = messages.blockFields;

/**
 * What a content block type is (spec section 2): its Dutch name and description for the editor's
 * 'Add Component' grid, its group there, and its fields. The groups' files hold the definitions;
 * ../blocks.ts puts them together.
 */
export interface BlockDefinition<S extends FieldShape = FieldShape> {
  label: string;
  description: string;
  group: BlockGroup;
  fields: S;
}

export type BlockGroup = 'hero' | 'text' | 'products' | 'stats' | 'people' | 'other';

export const BLOCK_GROUPS: Record<BlockGroup, string> = messages.blockGroups;

export const define = <S extends FieldShape>(definition: BlockDefinition<S>) => definition;

// Field groups several blocks share.
export const button = (label: string) =>
  f.object(label, { label: f.text(fields.buttonText), href: f.link(fields.linkTarget) });
export const stats = () =>
  f.repeater(
    fields.stats,
    fields.stat,
    { value: f.text(fields.statValue, { required: true }), label: f.text(fields.description) },
    { max: 6 },
  );
export const testimonials = (max = 9) =>
  f.repeater(
    fields.testimonials,
    fields.testimonial,
    {
      quote: f.textarea(fields.quote, { required: true }),
      name: f.text(fields.name),
      detail: f.text(fields.testimonialDetail),
      rating: f.text(fields.rating, { help: fields.ratingHelp }),
    },
    { max },
  );
export const image = () => ({
  image: f.image(fields.image),
  imageAlt: f.text(fields.imageAlt),
});
