import { f } from '../fields';
import { button, define, image } from './define';

/** Text and image blocks. */
export const textBlocks = {
  FaqList: define({
    label: 'Veelgestelde vragen',
    description: 'Titel en een lijst vragen die open- en dichtklappen.',
    group: 'text',
    fields: {
      title: f.text('Titel'),
      faqs: f.repeater(
        'Vragen',
        'Vraag',
        { question: f.text('Vraag', { required: true }), answer: f.richtext('Antwoord') },
        { max: 40 },
      ),
    },
  }),
  FeatureGrid: define({
    label: 'Kenmerken',
    description: 'Raster van voordelen of kenmerken, elk met titel en korte tekst.',
    group: 'text',
    fields: {
      title: f.text('Titel'),
      intro: f.textarea('Inleiding'),
      features: f.repeater(
        'Kenmerken',
        'Kenmerk',
        { title: f.text('Titel', { required: true }), text: f.textarea('Tekst'), ...image() },
        { max: 9 },
      ),
    },
  }),
  ImageText: define({
    label: 'Afbeelding met tekst',
    description: 'Een afbeelding naast opgemaakte tekst en een optionele knop.',
    group: 'text',
    fields: { title: f.text('Titel'), body: f.richtext('Tekst'), ...image(), button: button('Knop') },
  }),
  TextBlock: define({
    label: 'Tekst',
    description: 'Een titel en opgemaakte tekst in een leesbare kolom.',
    group: 'text',
    fields: { title: f.text('Titel'), body: f.richtext('Tekst') },
  }),
  TextDouble: define({
    label: 'Tekst in twee kolommen',
    description: 'Twee tekstkolommen naast elkaar, elk met titel.',
    group: 'text',
    fields: {
      left: f.object('Linkerkolom', { title: f.text('Titel'), body: f.richtext('Tekst') }),
      right: f.object('Rechterkolom', { title: f.text('Titel'), body: f.richtext('Tekst') }),
    },
  }),
  ThreeColumnsImages: define({
    label: 'Drie kolommen met afbeelding',
    description: 'Drie kaarten met afbeelding, titel, tekst en link.',
    group: 'text',
    fields: {
      title: f.text('Titel'),
      columns: f.repeater(
        'Kolommen',
        'Kolom',
        { ...image(), title: f.text('Titel'), text: f.textarea('Tekst'), href: f.link('Link') },
        { max: 3 },
      ),
    },
  }),
  TitleGrid: define({
    label: 'Titel met raster',
    description: 'Een titel met een raster van korte onderwerpen die elk ergens naartoe linken.',
    group: 'text',
    fields: {
      title: f.text('Titel'),
      intro: f.textarea('Inleiding'),
      items: f.repeater(
        'Onderwerpen',
        'Onderwerp',
        { title: f.text('Titel', { required: true }), text: f.textarea('Tekst'), href: f.link('Link') },
        { max: 12 },
      ),
    },
  }),
  TitleSubtitle: define({
    label: 'Titel en ondertitel',
    description: 'Een paginatitel met ondertitel, links uitgelijnd.',
    group: 'text',
    fields: { title: f.text('Titel', { required: true }), subtitle: f.textarea('Ondertitel') },
  }),
  TitleSubtitleCenter: define({
    label: 'Titel en ondertitel gecentreerd',
    description: 'Een gecentreerde titel met bovenregel en ondertitel.',
    group: 'text',
    fields: {
      eyebrow: f.text('Bovenregel'),
      title: f.text('Titel', { required: true }),
      subtitle: f.textarea('Ondertitel'),
    },
  }),
} as const;
