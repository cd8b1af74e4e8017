import * as staffTexts from '~/lib/messages/staff';
import { f } from '../fields';
import { define, image, testimonials } from './define';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { blockFields: staffTexts.blockFields, blockTypes: staffTexts.blockTypes };

const blockTypes = messages.blockTypes;
const fields = messages.blockFields;

/** The team and customer experiences. */
export const peopleBlocks = {
  TeamMembers: define({
    ...blockTypes.TeamMembers,
    group: 'people',
    fields: {
      title: f.text(fields.title),
      intro: f.textarea(fields.intro),
      members: f.repeater(
        fields.teamMembers,
        fields.teamMember,
        {
          name: f.text(fields.name, { required: true }),
          role: f.text(fields.role),
          bio: f.textarea(fields.about),
          photo: f.image(fields.photo),
        },
        { max: 12 },
      ),
    },
  }),
  TestimonialGrid: define({
    ...blockTypes.TestimonialGrid,
    group: 'people',
    fields: { title: f.text(fields.title), testimonials: testimonials() },
  }),
  TestimonialStars: define({
    ...blockTypes.TestimonialStars,
    group: 'people',
    fields: { title: f.text(fields.title), testimonials: testimonials() },
  }),
  TestimonialWithGrid: define({
    ...blockTypes.TestimonialWithGrid,
    group: 'people',
    fields: {
      title: f.text(fields.title),
      featured: f.object(fields.featured, {
        quote: f.textarea(fields.quote),
        name: f.text(fields.name),
        detail: f.text(fields.detail),
        ...image(),
      }),
      testimonials: testimonials(6),
    },
  }),
} as const;
