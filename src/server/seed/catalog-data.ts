import type { SeedCategory, SeedProduct, SeedVariation } from './catalog-types';

/**
 * The demo range: one brand line (Zorgzaam) in six categories, four absorption
 * levels each. Built from a few product families so each product reads as its
 * own, while the shared facts (materials, certifications) are written once.
 */
export const seedCategories: SeedCategory[] = [
  {
    slug: 'dames-broekjes',
    name: 'Dames broekjes',
    gender: 'female',
    description:
      'Absorberende broekjes die je aantrekt als gewoon ondergoed. Stil, dun en veilig, voor dag en nacht.',
  },
  {
    slug: 'dames-verbanden-met-heupband',
    name: 'Dames verbanden met heupband',
    gender: 'female',
    description:
      'Verbanden met een zachte heupband die je zonder uittrekken verwisselt. Ideaal bij een actieve dag of bij verzorging.',
  },
  {
    slug: 'dames-broekje-met-stretch',
    name: 'Dames broekje met stretch',
    gender: 'female',
    description:
      'Wasbare stretchbroekjes die een verband stevig op zijn plek houden. Naadloos en onzichtbaar onder kleding.',
  },
  {
    slug: 'mannen-broekjes',
    name: 'Mannen broekjes',
    gender: 'male',
    description:
      'Absorberende broekjes met een mannelijke pasvorm, extra bescherming aan de voorkant en een neutrale uitstraling.',
  },
  {
    slug: 'heren-verbanden-met-heupband',
    name: 'Heren verbanden met heupband',
    gender: 'male',
    description:
      'Verbanden met heupband voor mannen: snel te verwisselen, ook voor wie hulp krijgt bij de verzorging.',
  },
  {
    slug: 'heren-broekje-met-stretch',
    name: 'Heren broekje met stretch',
    gender: 'male',
    description:
      'Stretchbroekjes voor mannen die een verband comfortabel fixeren. Ademend en wasbaar tot 60 graden.',
  },
];

type Level = 'licht' | 'normaal' | 'extra' | 'nacht';
type Family = 'pants' | 'heupband' | 'stretch' | 'inlay';
type Sex = 'female' | 'male';

const levels: Record<Level, { label: string; absorption: number; ml: number }> = {
  licht: { label: 'Licht', absorption: 2, ml: 450 },
  normaal: { label: 'Normaal', absorption: 4, ml: 900 },
  extra: { label: 'Extra', absorption: 6, ml: 1400 },
  nacht: { label: 'Nacht', absorption: 8, ml: 2100 },
};

const sizes = {
  S: 'Heupomvang 65-85 cm',
  M: 'Heupomvang 80-110 cm',
  L: 'Heupomvang 100-135 cm',
  XL: 'Heupomvang 120-160 cm',
} as const;
type Size = keyof typeof sizes;

const familyText: Record<Family, { noun: string; video: string; material: string; fit: string }> = {
  pants: {
    noun: 'Pants',
    video: 'instructions-broekje.mp4',
    material: 'Zacht, textielachtig buitenmateriaal met ademende zijpanelen',
    fit: 'Aantrekken als gewoon ondergoed; uittrekken door de zijnaden open te scheuren',
  },
  heupband: {
    noun: 'Verband met Heupband',
    video: 'instructions-verband.mp4',
    material: 'Ademend vlies met een zachte, elastische heupband met klittenbandsluiting',
    fit: 'Heupband om het middel, verband van achter naar voren aanbrengen en vastzetten',
  },
  inlay: {
    noun: 'Inlegverband',
    video: 'instructions-verband.mp4',
    material: 'Dun, zacht vlies met een plakstrip aan de onderkant',
    fit: 'Plak het inlegverband in je eigen ondergoed; verwisselen gaat zonder uittrekken',
  },
  stretch: {
    noun: 'Stretch Broekje',
    video: 'instructions-verband.mp4',
    material: 'Naadloos stretchweefsel van polyamide en elastaan, zacht en ademend',
    fit: 'Leg het verband in het broekje en trek het aan als gewoon ondergoed; wasbaar tot 60 °C',
  },
};

interface Line {
  slug: string;
  sex: Sex | 'unisex';
  family: Family;
  level: Level;
  categories: string[];
  priceCents: number;
  inPackage: number;
  productColor: string;
  primaryColor: string;
  popularity: number;
  stock?: number;
  sizes?: Size[];
  /** one sentence that makes this product its own */
  pitch: string;
  /** drops on the scale of 8 when the level's default does not fit (the light inlays: 1) */
  absorption?: number;
  /** the name's last word instead of the level's label ('Licht Plus') */
  variant?: string;
}

export type { Line as SeedLine };

const lines: Line[] = [
  // Dames broekjes
  {
    slug: 'zorgzaam-pants-dames-licht',
    sex: 'female',
    family: 'pants',
    level: 'licht',
    categories: ['dames-broekjes'],
    priceCents: 1195,
    inPackage: 14,
    productColor: '#b98fbf',
    primaryColor: '#e9d9ec',
    popularity: 72,
    sizes: ['M', 'L'],
    pitch: 'Voor licht druppelverlies, zo dun dat je het nauwelijks merkt.',
  },
  {
    slug: 'zorgzaam-pants-dames-normaal',
    sex: 'female',
    family: 'pants',
    level: 'normaal',
    categories: ['dames-broekjes'],
    priceCents: 1495,
    inPackage: 14,
    productColor: '#a56aa8',
    primaryColor: '#e3cfe6',
    popularity: 95,
    sizes: ['S', 'M', 'L', 'XL'],
    pitch: 'Ons meest gekozen broekje: veilig bij matig urineverlies, de hele dag.',
  },
  {
    slug: 'zorgzaam-pants-dames-extra',
    sex: 'female',
    family: 'pants',
    level: 'extra',
    categories: ['dames-broekjes'],
    priceCents: 1695,
    inPackage: 12,
    productColor: '#8e4f94',
    primaryColor: '#dcc3df',
    popularity: 81,
    sizes: ['M', 'L', 'XL'],
    pitch: 'Extra absorptie met een hoge rug, voor wie meer zekerheid wil.',
  },
  {
    slug: 'zorgzaam-pants-dames-nacht',
    sex: 'female',
    family: 'pants',
    level: 'nacht',
    categories: ['dames-broekjes'],
    priceCents: 1895,
    inPackage: 10,
    productColor: '#6f3d78',
    primaryColor: '#d4b8d9',
    popularity: 64,
    sizes: ['M', 'L'],
    pitch: 'Voor een ongestoorde nacht: de hoogste absorptie, met lekrandjes rondom.',
  },
  // Dames verbanden met heupband
  {
    slug: 'zorgzaam-heupbandverband-dames-licht',
    sex: 'female',
    family: 'heupband',
    level: 'licht',
    categories: ['dames-verbanden-met-heupband'],
    priceCents: 1095,
    inPackage: 20,
    productColor: '#d08a9a',
    primaryColor: '#f4dde2',
    popularity: 40,
    pitch: 'Een licht verband met heupband, snel verwisseld zonder uitkleden.',
  },
  {
    slug: 'zorgzaam-heupbandverband-dames-normaal',
    sex: 'female',
    family: 'heupband',
    level: 'normaal',
    categories: ['dames-verbanden-met-heupband'],
    priceCents: 1395,
    inPackage: 20,
    productColor: '#c27285',
    primaryColor: '#efd2d9',
    popularity: 58,
    stock: 3,
    pitch: 'Matige absorptie en een heupband die stevig zit zonder te knellen.',
  },
  {
    slug: 'zorgzaam-heupbandverband-dames-extra',
    sex: 'female',
    family: 'heupband',
    level: 'extra',
    categories: ['dames-verbanden-met-heupband'],
    priceCents: 1795,
    inPackage: 16,
    productColor: '#a9566b',
    primaryColor: '#eac6cf',
    popularity: 47,
    pitch: 'Veel absorptie in een anatomische vorm, ook geschikt bij verzorging in bed.',
  },
  {
    slug: 'zorgzaam-heupbandverband-dames-nacht',
    sex: 'female',
    family: 'heupband',
    level: 'nacht',
    categories: ['dames-verbanden-met-heupband'],
    priceCents: 2195,
    inPackage: 14,
    productColor: '#8d4257',
    primaryColor: '#e3bac5',
    popularity: 35,
    stock: 0,
    pitch: 'Maximale nachtbescherming met een extra brede achterkant.',
  },
  // Dames broekje met stretch
  {
    slug: 'zorgzaam-stretch-broekje-dames-licht',
    sex: 'female',
    family: 'stretch',
    level: 'licht',
    categories: ['dames-broekje-met-stretch'],
    priceCents: 1495,
    inPackage: 3,
    productColor: '#8f9fc9',
    primaryColor: '#dde3f2',
    popularity: 30,
    sizes: ['M', 'L'],
    pitch: 'Wasbaar stretchbroekje dat een licht verband of inlegkruisje stevig op zijn plek houdt.',
  },
  {
    slug: 'zorgzaam-stretch-broekje-dames-normaal',
    sex: 'female',
    family: 'stretch',
    level: 'normaal',
    categories: ['dames-broekje-met-stretch'],
    priceCents: 1795,
    inPackage: 3,
    productColor: '#7586b8',
    primaryColor: '#d4dbef',
    popularity: 44,
    sizes: ['S', 'M', 'L', 'XL'],
    pitch: 'Houdt een verband stevig op zijn plek en voelt als gewoon ondergoed.',
  },
  {
    slug: 'zorgzaam-stretch-broekje-dames-extra',
    sex: 'female',
    family: 'stretch',
    level: 'extra',
    categories: ['dames-broekje-met-stretch'],
    priceCents: 1995,
    inPackage: 3,
    productColor: '#5f70a5',
    primaryColor: '#cbd3eb',
    popularity: 26,
    sizes: ['M', 'L', 'XL'],
    pitch: 'Extra hoog model dat de buik ondersteunt, naadloos onder kleding.',
  },
  {
    slug: 'zorgzaam-stretch-broekje-unisex-nacht',
    sex: 'unisex',
    family: 'stretch',
    level: 'nacht',
    categories: ['dames-broekje-met-stretch', 'heren-broekje-met-stretch'],
    priceCents: 2295,
    inPackage: 3,
    productColor: '#4d5b8c',
    primaryColor: '#c3cbe4',
    popularity: 22,
    sizes: ['M', 'L'],
    pitch: 'Stevige fixatie voor nachtverbanden, voor vrouwen en mannen.',
  },
  // Mannen broekjes
  {
    slug: 'zorgzaam-pants-heren-licht',
    sex: 'male',
    family: 'pants',
    level: 'licht',
    categories: ['mannen-broekjes'],
    priceCents: 1195,
    inPackage: 14,
    productColor: '#4f7ea8',
    primaryColor: '#d5e3ef',
    popularity: 55,
    sizes: ['M', 'L'],
    pitch: 'Dun broekje met extra bescherming aan de voorkant, voor druppelverlies.',
  },
  {
    slug: 'zorgzaam-pants-heren-normaal',
    sex: 'male',
    family: 'pants',
    level: 'normaal',
    categories: ['mannen-broekjes'],
    priceCents: 1495,
    inPackage: 14,
    productColor: '#3f6b93',
    primaryColor: '#cbdbe9',
    popularity: 90,
    sizes: ['S', 'M', 'L', 'XL'],
    pitch: 'Het populairste herenbroekje: veilig, stil en onzichtbaar onder een pantalon.',
  },
  {
    slug: 'zorgzaam-pants-heren-extra',
    sex: 'male',
    family: 'pants',
    level: 'extra',
    categories: ['mannen-broekjes'],
    priceCents: 1695,
    inPackage: 12,
    productColor: '#325a7e',
    primaryColor: '#c1d3e3',
    popularity: 70,
    sizes: ['M', 'L', 'XL'],
    pitch: 'Meer absorptie precies waar mannen die nodig hebben.',
  },
  {
    slug: 'zorgzaam-pants-heren-nacht',
    sex: 'male',
    family: 'pants',
    level: 'nacht',
    categories: ['mannen-broekjes'],
    priceCents: 1895,
    inPackage: 10,
    productColor: '#264866',
    primaryColor: '#b7cbdd',
    popularity: 61,
    sizes: ['L', 'XL'],
    pitch: 'Nachtbroekje met de hoogste absorptie en een hoge taille.',
  },
  // Heren verbanden met heupband
  {
    slug: 'zorgzaam-heupbandverband-heren-licht',
    sex: 'male',
    family: 'heupband',
    level: 'licht',
    categories: ['heren-verbanden-met-heupband'],
    priceCents: 1095,
    inPackage: 20,
    productColor: '#3f8f8a',
    primaryColor: '#d3ebe9',
    popularity: 33,
    pitch: 'Licht verband met heupband, makkelijk aan te brengen, ook staand.',
  },
  {
    slug: 'zorgzaam-heupbandverband-heren-normaal',
    sex: 'male',
    family: 'heupband',
    level: 'normaal',
    categories: ['heren-verbanden-met-heupband'],
    priceCents: 1395,
    inPackage: 20,
    productColor: '#2f7a75',
    primaryColor: '#c8e4e1',
    popularity: 49,
    pitch: 'Matige absorptie, een brede heupband en een snelle verwisseling.',
  },
  {
    slug: 'zorgzaam-heupbandverband-heren-extra',
    sex: 'male',
    family: 'heupband',
    level: 'extra',
    categories: ['heren-verbanden-met-heupband'],
    priceCents: 1795,
    inPackage: 16,
    productColor: '#25665f',
    primaryColor: '#bddcd8',
    popularity: 42,
    pitch: 'Veel absorptie voor wie hulp krijgt bij de verzorging.',
  },
  {
    slug: 'zorgzaam-heupbandverband-heren-nacht',
    sex: 'male',
    family: 'heupband',
    level: 'nacht',
    categories: ['heren-verbanden-met-heupband'],
    priceCents: 2195,
    inPackage: 14,
    productColor: '#1c514b',
    primaryColor: '#b2d4cf',
    popularity: 38,
    pitch: 'Zekerheid voor de hele nacht, met extra brede lekrandjes.',
  },
  // Heren broekje met stretch
  {
    slug: 'zorgzaam-stretch-broekje-heren-licht',
    sex: 'male',
    family: 'stretch',
    level: 'licht',
    categories: ['heren-broekje-met-stretch'],
    priceCents: 1495,
    inPackage: 3,
    productColor: '#6c7a86',
    primaryColor: '#dfe3e7',
    popularity: 28,
    sizes: ['M', 'L'],
    pitch: 'Wasbaar herenbroekje dat een licht verband discreet op zijn plek houdt.',
  },
  {
    slug: 'zorgzaam-stretch-broekje-heren-normaal',
    sex: 'male',
    family: 'stretch',
    level: 'normaal',
    categories: ['heren-broekje-met-stretch'],
    priceCents: 1795,
    inPackage: 3,
    productColor: '#5a6773',
    primaryColor: '#d6dbe0',
    popularity: 36,
    sizes: ['S', 'M', 'L', 'XL'],
    pitch: 'Boxermodel dat een verband onzichtbaar op zijn plek houdt.',
  },
  {
    slug: 'zorgzaam-stretch-broekje-heren-extra',
    sex: 'male',
    family: 'stretch',
    level: 'extra',
    categories: ['heren-broekje-met-stretch'],
    priceCents: 1995,
    inPackage: 3,
    productColor: '#48545f',
    primaryColor: '#cdd3d9',
    popularity: 24,
    sizes: ['M', 'L', 'XL'],
    pitch: 'Extra stevige stretch met een hoge taille en platte naden.',
  },
  {
    slug: 'zorgzaam-stretch-broekje-heren-comfort',
    sex: 'male',
    family: 'stretch',
    level: 'normaal',
    categories: ['heren-broekje-met-stretch'],
    priceCents: 1695,
    inPackage: 2,
    productColor: '#7d6a5a',
    primaryColor: '#e6ddd5',
    popularity: 20,
    sizes: ['XL'],
    pitch: 'Ruimer gesneden comfortmodel voor wie een losse pasvorm prettig vindt.',
  },
  // Unisex extra's in de broekjes-categorieën
  {
    slug: 'zorgzaam-pants-unisex-maxi',
    sex: 'unisex',
    family: 'pants',
    level: 'nacht',
    categories: ['dames-broekjes', 'mannen-broekjes'],
    priceCents: 2395,
    inPackage: 10,
    productColor: '#5b6f6a',
    primaryColor: '#d5dedb',
    popularity: 52,
    sizes: ['M', 'L', 'XL'],
    pitch: 'Onze maximale bescherming voor dag en nacht, voor vrouwen en mannen.',
  },
  {
    slug: 'zorgzaam-heupbandverband-unisex-proefpakket',
    sex: 'unisex',
    family: 'heupband',
    level: 'normaal',
    categories: ['dames-verbanden-met-heupband', 'heren-verbanden-met-heupband'],
    priceCents: 895,
    inPackage: 6,
    productColor: '#7a8f5a',
    primaryColor: '#e2e9d7',
    popularity: 66,
    pitch: 'Probeer eerst: een klein pak om de heupband op je gemak te leren kennen.',
  },
];

function name(line: Line): string {
  const who = line.sex === 'female' ? 'Dames' : line.sex === 'male' ? 'Heren' : 'Unisex';
  if (line.variant) return `Zorgzaam ${familyText[line.family].noun} ${who} ${line.variant}`;
  const level = line.slug.endsWith('comfort')
    ? 'Comfort'
    : line.slug.endsWith('maxi')
      ? 'Maxi'
      : line.slug.endsWith('proefpakket')
        ? 'Proefpakket'
        : levels[line.level].label;
  return `Zorgzaam ${familyText[line.family].noun} ${who} ${level}`;
}

function variations(line: Line): SeedVariation[] {
  return (line.sizes ?? []).map((size, index) => ({
    name: `Maat ${size}`,
    slug: `${line.slug}-${size.toLowerCase()}`,
    // Larger sizes use a little more material.
    priceCents: line.priceCents + (size === 'XL' ? 100 : 0),
    stock: 25 + ((line.popularity * 7 + index * 13) % 140),
    attributes: { dimensions: sizes[size] },
  }));
}

/** What each absorption level is meant for, in plain words. */
const suitedFor: Record<Level, string> = {
  licht: 'Druppelverlies en licht urineverlies, bijvoorbeeld bij lachen of niezen',
  normaal: 'Matig urineverlies overdag',
  extra: 'Middelmatig tot zwaar urineverlies, dag en avond',
  nacht: "Zwaar urineverlies en 's nachts",
};

const fixationSuits = 'Een verband op zijn plek houden; het broekje zelf absorbeert niets';

/** The second to fourth highlight per family; the first is always the instruction video. */
const familyHighlights: Record<Family, [string, string, string][]> = {
  pants: [
    [
      'Zacht als textiel',
      'Het buitenmateriaal voelt aan als ondergoed en ritselt niet.',
      'highlight-zacht.svg',
    ],
    ['Blijft droog aanvoelen', 'De toplaag voert vocht snel af naar de kern.', 'highlight-droog.svg'],
    [
      'Pasvorm die meebeweegt',
      'Elastische taille en beenboorden zitten goed zonder te knellen.',
      'highlight-pasvorm.svg',
    ],
  ],
  heupband: [
    [
      'Zachte lekrandjes',
      'Opstaande randjes langs het verband geven extra zekerheid aan de zijkant.',
      'highlight-lekrand.svg',
    ],
    [
      'Geurneutraliserend',
      'De kern bindt vocht en geur, zodat je je de hele dag fris voelt.',
      'highlight-geurneutraal.svg',
    ],
    ['Discreet bezorgd', 'Wij verzenden in een neutrale doos zonder opdruk.', 'highlight-discreet.svg'],
  ],
  inlay: [
    [
      'Dun en onzichtbaar',
      'Zo dun dat niemand het ziet, ook niet onder een nauwsluitende broek.',
      'highlight-zacht.svg',
    ],
    [
      'Geurneutraliserend',
      'De kern bindt vocht en geur, zodat je je de hele dag fris voelt.',
      'highlight-geurneutraal.svg',
    ],
    [
      'Past door de brievenbus',
      'Een pak gaat als brievenbuspakje, discreet verpakt.',
      'highlight-discreet.svg',
    ],
  ],
  stretch: [
    [
      'Ademend materiaal',
      'Het fijne stretchweefsel laat lucht door en voelt koel aan op de huid.',
      'highlight-ademend.svg',
    ],
    ['Zacht als textiel', 'Platte naden en zachte boorden, ook na vele wasbeurten.', 'highlight-zacht.svg'],
    ['Discreet bezorgd', 'Wij verzenden in een neutrale doos zonder opdruk.', 'highlight-discreet.svg'],
  ],
};

function attributes(line: Line): Record<string, string> {
  const level = levels[line.level];
  const family = familyText[line.family];
  const night = line.level === 'nacht';
  const dimensions =
    line.family === 'heupband'
      ? `Lengte ${52 + level.absorption * 2} cm, breedte ${24 + level.absorption} cm`
      : line.sizes
        ? line.sizes.map((size) => `${size}: ${sizes[size].toLowerCase()}`).join('; ')
        : 'Eén maat';
  const highlights = [...familyHighlights[line.family]];
  // Night products swap their second highlight for the night illustration.
  if (night) {
    highlights[1] = [
      'Ook voor de nacht',
      'De extra lange kern vangt ook in liggende houding alles op.',
      'highlight-nacht.svg',
    ];
  }
  const capacity =
    line.family === 'stretch'
      ? { title: 'Combineren met', body: `Verbanden tot ${level.ml} ml; het broekje zelf absorbeert niet` }
      : { title: 'Absorptievermogen', body: `${level.ml} ml (ISO 11948-1)` };
  // A stretch brief only holds a pad: no absorption of its own, no drops.
  const absorbs: Record<string, string> =
    line.family === 'stretch'
      ? { product_type: 'fixatie' }
      : { absorption: String(line.absorption ?? level.absorption) };
  return {
    gender: line.sex,
    ...absorbs,
    dimensions,
    usp_title1: line.family === 'stretch' ? 'Stevig op zijn plek' : 'Veilig en droog',
    usp_body1:
      line.family === 'stretch'
        ? 'De stretch houdt het verband precies waar het hoort, ook als je veel beweegt.'
        : 'De absorberende kern zet vocht direct om in gel, zodat de huid droog blijft.',
    usp_title2: 'Discreet',
    usp_body2: 'Stil materiaal en een slanke pasvorm: niemand ziet of hoort dat je het draagt.',
    usp_title3: 'Huidvriendelijk',
    usp_body3: 'Ademend materiaal, zonder parfum of lotion.',
    usp_title4: night ? 'Rustig doorslapen' : 'Makkelijk in gebruik',
    usp_body4: night
      ? 'Extra hoge lekrandjes en een brede achterkant voor een ongestoorde nacht.'
      : `${family.fit}.`,
    specs_title1: capacity.title,
    specs_body1: capacity.body,
    specs_title2: 'Materiaal',
    specs_body2: family.material,
    specs_title3: 'Geschikt voor',
    specs_body3: line.family === 'stretch' ? fixationSuits : suitedFor[line.level],
    specs_title4: line.family === 'stretch' ? 'Wassen' : 'Geurneutralisatie',
    specs_body4:
      line.family === 'stretch' ? 'Tot 60 °C, niet in de droger' : 'Ja, met geurneutraliserende kern',
    specs_title5: 'Pasvorm',
    specs_body5: dimensions,
    specs_title6: 'Verpakking',
    specs_body6: `${line.inPackage} stuks, discreet verpakt`,
    highlight_header1: 'Zo breng je het aan',
    highlight_body1: 'Bekijk in een korte video hoe je het product aanbrengt en weer verwijdert.',
    highlight_image1: family.video,
    ...Object.fromEntries(
      highlights.flatMap(([header, body, image], index) => [
        [`highlight_header${index + 2}`, header],
        [`highlight_body${index + 2}`, body],
        [`highlight_image${index + 2}`, image],
      ]),
    ),
    mark_ademend: 'Ademend materiaal',
    mark_parfumvrij: 'Zonder parfum en lotion',
    ...(line.family === 'stretch'
      ? { mark_wasbaar: 'Wasbaar tot 60 °C', mark_naadloos: 'Naadloos' }
      : { mark_geurneutraliserend: 'Geurneutraliserend', mark_latexvrij: 'Latexvrij' }),
    ...(night ? { mark_nacht: "Geschikt voor 's nachts" } : {}),
  };
}

function description(line: Line): string {
  const level = levels[line.level];
  const family = familyText[line.family];
  const capacity =
    line.family === 'stretch'
      ? `Combineer de ${name(line).replace('Zorgzaam ', '')} met een verband tot ${level.ml} ml.`
      : `De ${name(line).replace('Zorgzaam ', '')} neemt tot ${level.ml} ml vocht op en houdt de huid droog.`;
  const bullets =
    line.family === 'stretch'
      ? ['Wasbaar tot 60 °C', 'Platte naden, onzichtbaar onder kleding', 'Discreet verpakt bezorgd']
      : [
          'Geurneutraliserend en zonder parfum',
          'Stil en onzichtbaar onder kleding',
          'Discreet verpakt bezorgd',
        ];
  return [
    `<p>${line.pitch} ${capacity}</p>`,
    `<p>${family.material}. ${family.fit}.</p>`,
    `<p><strong>Geschikt voor:</strong> ${(line.family === 'stretch' ? fixationSuits : suitedFor[line.level]).toLowerCase()}.</p>`,
    `<ul>${bullets.map((bullet) => `<li>${bullet}</li>`).join('')}</ul>`,
  ].join('');
}

/** One seed product from its line (the light inlays use it too, in their own module). */
export const seedProductOf = (line: Line): SeedProduct => ({
  slug: line.slug,
  name: name(line),
  categorySlugs: line.categories,
  shortDescription: `${line.pitch} ${line.inPackage} stuks per pak.`,
  descriptionHtml: description(line),
  priceCents: line.priceCents,
  vatRateBasisPoints: 900,
  inPackage: line.inPackage,
  stock: line.stock ?? 40 + ((line.popularity * 11) % 160),
  productColor: line.productColor,
  primaryColor: line.primaryColor,
  popularity: line.popularity,
  attributes: attributes(line),
  variations: variations(line),
});

export const seedProducts: SeedProduct[] = lines.map(seedProductOf);
