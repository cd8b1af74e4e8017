import { f } from '../fields';
import { define, image, stats } from './define';

/** Key figures. */
export const statsBlocks = {
  StatsBlocks: define({
    label: 'Cijfers in blokken',
    description: 'Kerncijfers elk in een eigen gekleurd blok.',
    group: 'stats',
    fields: { title: f.text('Titel'), stats: stats() },
  }),
  StatsSimple: define({
    label: 'Cijfers op een rij',
    description: 'Een rustige rij kerncijfers zonder titel.',
    group: 'stats',
    fields: { stats: stats() },
  }),
  StatsWithImage: define({
    label: 'Cijfers met afbeelding',
    description: 'Titel, tekst en cijfers naast een afbeelding.',
    group: 'stats',
    fields: { title: f.text('Titel'), text: f.textarea('Tekst'), ...image(), stats: stats() },
  }),
  StatsWithText: define({
    label: 'Cijfers met tekst',
    description: 'Opgemaakte tekst links, cijfers rechts.',
    group: 'stats',
    fields: { title: f.text('Titel'), body: f.richtext('Tekst'), stats: stats() },
  }),
  StatsWithTitle: define({
    label: 'Cijfers met titel',
    description: 'Gecentreerde titel en ondertitel boven een rij cijfers.',
    group: 'stats',
    fields: { title: f.text('Titel'), subtitle: f.textarea('Ondertitel'), stats: stats() },
  }),
  TextWithStat: define({
    label: 'Tekst met kerncijfer',
    description: 'Opgemaakte tekst met één groot uitgelicht cijfer.',
    group: 'stats',
    fields: {
      title: f.text('Titel'),
      body: f.richtext('Tekst'),
      stat: f.object('Kerncijfer', { value: f.text('Waarde'), label: f.text('Omschrijving') }),
    },
  }),
} as const;
