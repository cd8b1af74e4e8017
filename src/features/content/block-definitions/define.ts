import { type FieldShape, f } from '../fields';

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

export const BLOCK_GROUPS: Record<BlockGroup, string> = {
  hero: 'Openingsblokken',
  text: 'Tekst en beeld',
  products: 'Producten en artikelen',
  stats: 'Cijfers',
  people: 'Mensen en ervaringen',
  other: 'Overig',
};

export const define = <S extends FieldShape>(definition: BlockDefinition<S>) => definition;

// Field groups several blocks share.
export const button = (label: string) =>
  f.object(label, { label: f.text('Knoptekst'), href: f.link('Link (bijv. /shop of https://...)') });
export const stats = () =>
  f.repeater(
    'Cijfers',
    'Cijfer',
    { value: f.text('Waarde (bijv. 98%)', { required: true }), label: f.text('Omschrijving') },
    { max: 6 },
  );
export const testimonials = (max = 9) =>
  f.repeater(
    'Ervaringen',
    'Ervaring',
    {
      quote: f.textarea('Citaat', { required: true }),
      name: f.text('Naam'),
      detail: f.text('Toelichting (bijv. gebruikt het broekje met stretch)'),
      rating: f.text('Sterren (1 tot 5)', { help: 'Alleen voor blokken met sterren.' }),
    },
    { max },
  );
export const image = () => ({
  image: f.image('Afbeelding'),
  imageAlt: f.text('Beschrijving van de afbeelding (alt-tekst)'),
});
