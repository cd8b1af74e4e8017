import * as staffTexts from '~/lib/messages/staff';
import { f } from '../fields';
import { button, define, image } from './define';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { blockFields: staffTexts.blockFields, blockTypes: staffTexts.blockTypes };

const blockTypes = messages.blockTypes;
const fields = messages.blockFields;

/** Text and image blocks. */
export const textBlocks = {
  FaqList: define({
    ...blockTypes.FaqList,
    group: 'text',
    fields: {
      title: f.text(fields.title),
      faqs: f.repeater(
        fields.questions,
        fields.question,
        { question: f.text(fields.question, { required: true }), answer: f.richtext(fields.answer) },
        { max: 40 },
      ),
    },
  }),
  FeatureGrid: define({
    ...blockTypes.FeatureGrid,
    group: 'text',
    fields: {
      title: f.text(fields.title),
      intro: f.textarea(fields.intro),
      features: f.repeater(
        fields.features,
        fields.feature,
        { title: f.text(fields.title, { required: true }), text: f.textarea(fields.text), ...image() },
        { max: 9 },
      ),
    },
  }),
  ImageText: define({
    ...blockTypes.ImageText,
    group: 'text',
    fields: {
      title: f.text(fields.title),
      body: f.richtext(fields.text),
      ...image(),
      button: button(fields.button),
    },
  }),
  TextBlock: define({
    ...blockTypes.TextBlock,
    group: 'text',
    fields: { title: f.text(fields.title), body: f.richtext(fields.text) },
  }),
  TextDouble: define({
    ...blockTypes.TextDouble,
    group: 'text',
    fields: {
      left: f.object(fields.leftColumn, { title: f.text(fields.title), body: f.richtext(fields.text) }),
      right: f.object(fields.rightColumn, { title: f.text(fields.title), body: f.richtext(fields.text) }),
    },
  }),
  ThreeColumnsImages: define({
    ...blockTypes.ThreeColumnsImages,
    group: 'text',
    fields: {
      title: f.text(fields.title),
      columns: f.repeater(
        fields.columns,
        fields.column,
        { ...image(), title: f.text(fields.title), text: f.textarea(fields.text), href: f.link(fields.link) },
        { max: 3 },
      ),
    },
  }),
  TitleGrid: define({
    ...blockTypes.TitleGrid,
    group: 'text',
    fields: {
      title: f.text(fields.title),
      intro: f.textarea(fields.intro),
      items: f.repeater(
        fields.topics,
        fields.topic,
        {
          title: f.text(fields.title, { required: true }),
          text: f.textarea(fields.text),
          href: f.link(fields.link),
        },
        { max: 12 },
      ),
    },
  }),
  TitleSubtitle: define({
    ...blockTypes.TitleSubtitle,
    group: 'text',
    fields: { title: f.text(fields.title, { required: true }), subtitle: f.textarea(fields.subtitle) },
  }),
  TitleSubtitleCenter: define({
    ...blockTypes.TitleSubtitleCenter,
    group: 'text',
    fields: {
      eyebrow: f.text(fields.eyebrow),
      title: f.text(fields.title, { required: true }),
      subtitle: f.textarea(fields.subtitle),
    },
  }),
} as const;
