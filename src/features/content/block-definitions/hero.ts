import { f } from '../fields';
import { button, define, image } from './define';

/** Opening blocks: the first thing a page shows. */
export const heroBlocks = {
  HeroBlock: define({
    label: 'Opening met tekst',
    description: 'Grote titel, inleiding, knoppen en een rij verkoopargumenten.',
    group: 'hero',
    fields: {
      eyebrow: f.text('Bovenregel'),
      title: f.text('Titel', { required: true }),
      text: f.textarea('Tekst'),
      primary: button('Hoofdknop'),
      secondary: button('Tweede knop'),
      points: f.repeater(
        'Verkoopargumenten',
        'Argument',
        { text: f.text('Tekst', { required: true }) },
        { max: 4 },
      ),
    },
  }),
  HeroCollage: define({
    label: 'Opening met fotocollage',
    description: 'Titel en tekst naast een collage van drie of vier afbeeldingen.',
    group: 'hero',
    fields: {
      title: f.text('Titel', { required: true }),
      text: f.textarea('Tekst'),
      button: button('Knop'),
      images: f.repeater('Afbeeldingen', 'Afbeelding', image(), { max: 4 }),
    },
  }),
  HeroCta: define({
    label: 'Opening met oproep',
    description: 'Gecentreerde titel op een gekleurd vlak met twee knoppen.',
    group: 'hero',
    fields: {
      title: f.text('Titel', { required: true }),
      text: f.textarea('Tekst'),
      primary: button('Hoofdknop'),
      secondary: button('Tweede knop'),
    },
  }),
  HeroImage: define({
    label: 'Opening met grote foto',
    description: 'Afbeelding over de volle breedte met titel en knop erop.',
    group: 'hero',
    fields: {
      title: f.text('Titel', { required: true }),
      text: f.textarea('Tekst'),
      ...image(),
      button: button('Knop'),
    },
  }),
  HeroSplit: define({
    label: 'Opening tekst en foto',
    description: 'Titel, tekst en knop links, een afbeelding rechts.',
    group: 'hero',
    fields: {
      eyebrow: f.text('Bovenregel'),
      title: f.text('Titel', { required: true }),
      text: f.textarea('Tekst'),
      ...image(),
      button: button('Knop'),
    },
  }),
} as const;
