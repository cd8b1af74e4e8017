import { f } from '../fields';
import { define, image, testimonials } from './define';

/** The team and customer experiences. */
export const peopleBlocks = {
  TeamMembers: define({
    label: 'Team',
    description: 'De mensen achter de winkel, met foto, functie en korte tekst.',
    group: 'people',
    fields: {
      title: f.text('Titel'),
      intro: f.textarea('Inleiding'),
      members: f.repeater(
        'Teamleden',
        'Teamlid',
        {
          name: f.text('Naam', { required: true }),
          role: f.text('Functie'),
          bio: f.textarea('Over'),
          photo: f.image('Foto'),
        },
        { max: 12 },
      ),
    },
  }),
  TestimonialGrid: define({
    label: 'Ervaringen in raster',
    description: 'Ervaringen van klanten in een raster van kaarten.',
    group: 'people',
    fields: { title: f.text('Titel'), testimonials: testimonials() },
  }),
  TestimonialStars: define({
    label: 'Ervaringen met sterren',
    description: 'Ervaringen met een waardering van 1 tot 5 sterren.',
    group: 'people',
    fields: { title: f.text('Titel'), testimonials: testimonials() },
  }),
  TestimonialWithGrid: define({
    label: 'Uitgelichte ervaring',
    description: 'Eén grote ervaring met daaronder kleinere.',
    group: 'people',
    fields: {
      title: f.text('Titel'),
      featured: f.object('Uitgelicht', {
        quote: f.textarea('Citaat'),
        name: f.text('Naam'),
        detail: f.text('Toelichting'),
        ...image(),
      }),
      testimonials: testimonials(6),
    },
  }),
} as const;
