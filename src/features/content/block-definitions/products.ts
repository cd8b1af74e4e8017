import * as staffTexts from '~/lib/messages/staff';
import { f } from '../fields';
import { button, define, image } from './define';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { blockFields: staffTexts.blockFields, blockTypes: staffTexts.blockTypes };

const blockTypes = messages.blockTypes;
const fields = messages.blockFields;

/** Blocks that list products, categories or articles. */
export const productBlocks = {
  ArticleOverview: define({
    ...blockTypes.ArticleOverview,
    group: 'products',
    fields: {
      title: f.text(fields.title),
      intro: f.textarea(fields.intro),
      articles: f.multiselect(fields.articles, 'articles', { max: 6, help: fields.articlesHelp }),
    },
  }),
  GenderCats: define({
    ...blockTypes.GenderCats,
    group: 'products',
    fields: { title: f.text(fields.title), intro: f.textarea(fields.intro) },
  }),
  GenderSplit: define({
    ...blockTypes.GenderSplit,
    group: 'products',
    fields: {
      women: f.object(fields.women, {
        title: f.text(fields.title),
        text: f.textarea(fields.text),
        ...image(),
        button: button(fields.button),
      }),
      men: f.object(fields.men, {
        title: f.text(fields.title),
        text: f.textarea(fields.text),
        ...image(),
        button: button(fields.button),
      }),
    },
  }),
  ProductList: define({
    ...blockTypes.ProductList,
    group: 'products',
    fields: {
      title: f.text(fields.title),
      intro: f.textarea(fields.intro),
      category: f.multiselect(fields.category, 'categories', { max: 1, help: fields.categoryHelp }),
    },
  }),
  SelectedProducts: define({
    ...blockTypes.SelectedProducts,
    group: 'products',
    fields: {
      title: f.text(fields.title),
      intro: f.textarea(fields.intro),
      products: f.multiselect(fields.products, 'products', { max: 4 }),
    },
  }),
} as const;
