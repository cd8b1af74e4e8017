import * as staffTexts from '~/lib/messages/staff';
import { f } from '../fields';
import { define, image, stats } from './define';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { blockFields: staffTexts.blockFields, blockTypes: staffTexts.blockTypes };

const blockTypes = messages.blockTypes;
const fields = messages.blockFields;

/** Key figures. */
export const statsBlocks = {
  StatsBlocks: define({
    ...blockTypes.StatsBlocks,
    group: 'stats',
    fields: { title: f.text(fields.title), stats: stats() },
  }),
  StatsSimple: define({
    ...blockTypes.StatsSimple,
    group: 'stats',
    fields: { stats: stats() },
  }),
  StatsWithImage: define({
    ...blockTypes.StatsWithImage,
    group: 'stats',
    fields: { title: f.text(fields.title), text: f.textarea(fields.text), ...image(), stats: stats() },
  }),
  StatsWithText: define({
    ...blockTypes.StatsWithText,
    group: 'stats',
    fields: { title: f.text(fields.title), body: f.richtext(fields.text), stats: stats() },
  }),
  StatsWithTitle: define({
    ...blockTypes.StatsWithTitle,
    group: 'stats',
    fields: { title: f.text(fields.title), subtitle: f.textarea(fields.subtitle), stats: stats() },
  }),
  TextWithStat: define({
    ...blockTypes.TextWithStat,
    group: 'stats',
    fields: {
      title: f.text(fields.title),
      body: f.richtext(fields.text),
      stat: f.object(fields.keyFigure, { value: f.text(fields.value), label: f.text(fields.description) }),
    },
  }),
} as const;
