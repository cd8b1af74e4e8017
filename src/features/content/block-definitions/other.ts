import { f } from '../fields';
import { button, define } from './define';

/** Call to action and contact. */
export const otherBlocks = {
  Contact: define({
    label: 'Contact',
    description: 'Contactgegevens met een contactformulier dat bij de klantenservice binnenkomt.',
    group: 'other',
    fields: {
      title: f.text('Titel'),
      intro: f.richtext('Inleiding'),
      phone: f.text('Telefoonnummer'),
      email: f.text('E-mailadres'),
      openingHours: f.textarea('Bereikbaarheid'),
    },
  }),
  CtaBlock: define({
    label: 'Oproep tot actie',
    description: 'Opvallende balk met een korte boodschap en één of twee knoppen.',
    group: 'other',
    fields: {
      title: f.text('Titel', { required: true }),
      text: f.textarea('Tekst'),
      primary: button('Hoofdknop'),
      secondary: button('Tweede knop'),
    },
  }),
} as const;
