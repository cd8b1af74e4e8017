import { f } from '../fields';
import { button, define, image } from './define';

/** Blocks that list products, categories or articles. */
export const productBlocks = {
  ArticleOverview: define({
    label: 'Artikeloverzicht',
    description: 'Kaarten met artikelen uit de kennisbank; leeg gelaten toont het de nieuwste.',
    group: 'products',
    fields: {
      title: f.text('Titel'),
      intro: f.textarea('Inleiding'),
      articles: f.multiselect('Artikelen', 'articles', { max: 6, help: 'Leeg: de nieuwste artikelen.' }),
    },
  }),
  GenderCats: define({
    label: 'Categorieën per doelgroep',
    description: 'De productcategorieën voor vrouwen en voor mannen, met aantallen.',
    group: 'products',
    fields: { title: f.text('Titel'), intro: f.textarea('Inleiding') },
  }),
  GenderSplit: define({
    label: 'Vrouwen en mannen',
    description: 'Twee grote vlakken naast elkaar: een voor vrouwen, een voor mannen.',
    group: 'products',
    fields: {
      women: f.object('Vrouwen', {
        title: f.text('Titel'),
        text: f.textarea('Tekst'),
        ...image(),
        button: button('Knop'),
      }),
      men: f.object('Mannen', {
        title: f.text('Titel'),
        text: f.textarea('Tekst'),
        ...image(),
        button: button('Knop'),
      }),
    },
  }),
  ProductList: define({
    label: 'Productlijst',
    description: 'Producten uit één categorie, of de populairste producten.',
    group: 'products',
    fields: {
      title: f.text('Titel'),
      intro: f.textarea('Inleiding'),
      category: f.multiselect('Categorie', 'categories', { max: 1, help: 'Leeg: de populairste producten.' }),
    },
  }),
  SelectedProducts: define({
    label: 'Uitgelichte producten',
    description: 'Een zelfgekozen selectie van producten.',
    group: 'products',
    fields: {
      title: f.text('Titel'),
      intro: f.textarea('Inleiding'),
      products: f.multiselect('Producten', 'products', { max: 4 }),
    },
  }),
} as const;
