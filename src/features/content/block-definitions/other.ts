import * as staffTexts from '~/lib/messages/staff';
import { f } from '../fields';
import { button, define } from './define';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { blockFields: staffTexts.blockFields, blockTypes: staffTexts.blockTypes };

const blockTypes = messages.blockTypes;
const fields = messages.blockFields;

/** Call to action and contact. */
export const otherBlocks = {
  Contact: define({
    ...blockTypes.Contact,
    group: 'other',
    fields: {
      title: f.text(fields.title),
      intro: f.richtext(fields.intro),
      phone: f.text(fields.phone),
      email: f.text(fields.email),
      openingHours: f.textarea(fields.openingHours),
    },
  }),
  CtaBlock: define({
    ...blockTypes.CtaBlock,
    group: 'other',
    fields: {
      title: f.text(fields.title, { required: true }),
      text: f.textarea(fields.text),
      primary: button(fields.primaryButton),
      secondary: button(fields.secondaryButton),
    },
  }),
} as const;
