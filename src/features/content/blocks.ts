import { type FieldShape, f, type Values } from './fields';

/**
 * Every content block type (spec section 2): its Dutch name and description for the editor's
 * 'Add Component' grid, and its fields. The same definitions validate a save on the server,
 * read stored attributes for rendering and build the editor's forms.
 */
export interface BlockDefinition<S extends FieldShape = FieldShape> {
  label: string;
  description: string;
  group: BlockGroup;
  fields: S;
}

export type BlockGroup = 'hero' | 'text' | 'products' | 'stats' | 'people' | 'other';

export const BLOCK_GROUPS: Record<BlockGroup, string> = {
  hero: 'Openingsblokken',
  text: 'Tekst en beeld',
  products: 'Producten en artikelen',
  stats: 'Cijfers',
  people: 'Mensen en ervaringen',
  other: 'Overig',
};

const define = <S extends FieldShape>(definition: BlockDefinition<S>) => definition;

// Field groups several blocks share.
const button = (label: string) =>
  f.object(label, { label: f.text('Knoptekst'), href: f.link('Link (bijv. /shop of https://...)') });
const stats = () =>
  f.repeater(
    'Cijfers',
    'Cijfer',
    { value: f.text('Waarde (bijv. 98%)', { required: true }), label: f.text('Omschrijving') },
    { max: 6 },
  );
const testimonials = (max = 9) =>
  f.repeater(
    'Ervaringen',
    'Ervaring',
    {
      quote: f.textarea('Citaat', { required: true }),
      name: f.text('Naam'),
      detail: f.text('Toelichting (bijv. gebruikt het broekje met stretch)'),
      rating: f.text('Sterren (1 tot 5)', { help: 'Alleen voor blokken met sterren.' }),
    },
    { max },
  );
const image = () => ({
  image: f.image('Afbeelding'),
  imageAlt: f.text('Beschrijving van de afbeelding (alt-tekst)'),
});

export const blockDefinitions = {
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
  ImageText: define({
    label: 'Afbeelding met tekst',
    description: 'Een afbeelding naast opgemaakte tekst en een optionele knop.',
    group: 'text',
    fields: { title: f.text('Titel'), body: f.richtext('Tekst'), ...image(), button: button('Knop') },
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

export type BlockLayout = keyof typeof blockDefinitions;
export type BlockAttributes<L extends BlockLayout> = Values<(typeof blockDefinitions)[L]['fields']>;

export const BLOCK_LAYOUTS = Object.keys(blockDefinitions) as BlockLayout[];

export function isBlockLayout(layout: unknown): layout is BlockLayout {
  return typeof layout === 'string' && Object.hasOwn(blockDefinitions, layout);
}
