import * as staffTexts from '~/lib/messages/staff';
import { f } from '../fields';
import { button, define, image } from './define';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { blockFields: staffTexts.blockFields, blockTypes: staffTexts.blockTypes };

const blockTypes = messages.blockTypes;
const fields = messages.blockFields;

/** Opening blocks: the first thing a page shows. */
export const heroBlocks = {
  HeroBlock: define({
    ...blockTypes.HeroBlock,
    group: 'hero',
    fields: {
      eyebrow: f.text(fields.eyebrow),
      title: f.text(fields.title, { required: true }),
      text: f.textarea(fields.text),
      primary: button(fields.primaryButton),
      secondary: button(fields.secondaryButton),
      points: f.repeater(
        fields.points,
        fields.point,
        { text: f.text(fields.text, { required: true }) },
        { max: 4 },
      ),
    },
  }),
  HeroCollage: define({
    ...blockTypes.HeroCollage,
    group: 'hero',
    fields: {
      title: f.text(fields.title, { required: true }),
      text: f.textarea(fields.text),
      button: button(fields.button),
      images: f.repeater(fields.images, fields.image, image(), { max: 4 }),
    },
  }),
  HeroCta: define({
    ...blockTypes.HeroCta,
    group: 'hero',
    fields: {
      title: f.text(fields.title, { required: true }),
      text: f.textarea(fields.text),
      primary: button(fields.primaryButton),
      secondary: button(fields.secondaryButton),
    },
  }),
  HeroImage: define({
    ...blockTypes.HeroImage,
    group: 'hero',
    fields: {
      title: f.text(fields.title, { required: true }),
      text: f.textarea(fields.text),
      ...image(),
      button: button(fields.button),
    },
  }),
  HeroSplit: define({
    ...blockTypes.HeroSplit,
    group: 'hero',
    fields: {
      eyebrow: f.text(fields.eyebrow),
      title: f.text(fields.title, { required: true }),
      text: f.textarea(fields.text),
      ...image(),
      button: button(fields.button),
    },
  }),
} as const;
