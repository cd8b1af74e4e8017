/*
 * What shoppers type, and what it says about the product they need (decision 031). Shy buyers type
 * what they feel ('een beetje plas verliezen bij lachen'), not the catalogue's words; this module
 * is the shop assistant's knowledge of what those words mean for the three things that decide a
 * product: the amount of leakage, the wearer, and the type of product.
 *
 * Where the words come from (a shop assistant's sources, not the relevance set's queries):
 * - patient-leaflet explanations of urine loss (thuisarts.nl 'Ik verlies urine', the NHG
 *   patient leaflets on incontinence in women and in men, the bekkenfysiotherapeut's leaflet on
 *   the pelvic floor): the three forms (stress: coughing, sneezing, laughing, lifting, sport;
 *   urge: sudden urge, not reaching the toilet in time; overflow: dribbling, an enlarged
 *   prostate), the life events (pregnancy, childbirth, the menopause, prostate surgery, ageing,
 *   dementia) and the amounts they usually bring;
 * - the shop's own texts (src/features/content/content-data.seed.ts: 'Soorten urineverlies',
 *   'Bekkenbodemtraining', 'Rustig slapen met incontinentie', the women's and men's landing
 *   texts; src/server/seed: category descriptions, 'Geschikt voor' per absorption level);
 * - the generic and brand names people use for these products in shops and at the pharmacy
 *   counter (luier, pamper, maandverband, inlegkruisje, TENA, netbroekje), and the spoken and
 *   regional forms of the body words (plasje, pipi, pies, zeiken, broekske, slip, nagt).
 *
 * Keys are matched on their search term (search-terms.ts: folded and stemmed) and on their
 * diminutive's base ('druppeltjes' -> 'druppel'), so one form per word is enough where the
 * stemmer brings the others together; forms it keeps apart are listed.
 */

/** How much leaks, on the shop's absorption scale of 1 to 8 drops (see AMOUNT_RANGE). */
export type Amount = 'drops' | 'light' | 'moderate' | 'heavy';
export type Wearer = 'female' | 'male';
/** The product types of the range: absorbing pants, belted pads, inlays, and fixation briefs that hold a pad. */
export type Form = 'pants' | 'belted' | 'inlay' | 'fixation';

/** What a word says; a query's words add up (query-understanding.ts). */
export interface Meaning {
  /** The query is about losing urine: a product that absorbs nothing must not come first. */
  leakage?: boolean;
  amount?: Amount;
  night?: boolean;
  wearer?: Wearer;
  /** Product types the word points to, with how strongly (1 the word's own type). */
  forms?: Partial<Record<Form, number>>;
  /** Care by someone else (in bed, changing): pads with a hip belt change without undressing. */
  care?: boolean;
  /** The amount is what the situation usually brings; a word that names an amount wins. */
  implied?: boolean;
  /**
   * The shopper wants what holds a pad in place ('netbroekje', 'om het verband vast te houden'):
   * the pad words in the query name what is held, not what is wanted.
   */
  holdsPad?: boolean;
}

/** The absorption (drops of 8) that fits each amount, from the seed's 'Geschikt voor' texts. */
export const AMOUNT_RANGE: Record<Amount, [min: number, max: number]> = {
  drops: [1, 1],
  light: [1, 2],
  moderate: [3, 5],
  heavy: [6, 8],
};

const leak: Meaning = { leakage: true };
const PAD: Meaning['forms'] = { belted: 1, inlay: 0.9 };

/**
 * Words, each with what it means. Grouped as a leaflet groups them; a word stands once.
 */
export const VOCABULARY: [words: string[], meaning: Meaning][] = [
  // The leakage itself, in the catalogue's and everyday words (leaflets; 'Soorten urineverlies').
  [
    [
      'urineverlies',
      'incontinentie',
      'incontinent',
      'urine',
      'plas',
      'plassen',
      'plast',
      'pipi',
      'pies',
      'piesen',
      'pissen',
      'zeiken',
      'wateren',
      'lek',
      'lekt',
      'lekken',
      'lekkage',
      'lekkend',
      'doorlekken',
      'verlies',
      'verliezen',
      'ongelukje',
      'ongelukjes',
      'nat',
      'natte',
      'blaas',
      'blaasproblemen',
      'blaaslekkage',
      'inco',
      'incomateriaal',
      'incontinentiemateriaal',
    ],
    leak,
  ],
  // A weak bladder: usually light to moderate (leaflets: 'zwakke blaas', 'blaaszwakte').
  [['blaaszwakte', 'zwakke', 'zwak', 'zwakte'], { leakage: true, amount: 'light', implied: true }],
  // Stress incontinence: a little when the belly presses (thuisarts.nl, 'Soorten urineverlies').
  [
    [
      'lachen',
      'lach',
      'hoesten',
      'hoest',
      'niezen',
      'nies',
      'tillen',
      'til',
      'sporten',
      'sport',
      'springen',
      'trampoline',
      'hardlopen',
      'rennen',
      'fitness',
      'inspanning',
      'stressincontinentie',
      'bekkenbodem',
    ],
    { leakage: true, amount: 'light', implied: true },
  ],
  // The smallest amounts (the light inlays' pitch: 'een paar druppels').
  [['druppel', 'druppels', 'druppelverlies', 'druppelen'], { leakage: true, amount: 'drops' }],
  // Dribbling after passing water is the men's form (leaflets on incontinence in men).
  [['nadruppelen', 'nadruppels', 'nadruppel'], { leakage: true, amount: 'drops', wearer: 'male' }],
  [['beetje', 'klein', 'kleine', 'weinig', 'licht', 'lichte', 'spatje', 'scheutje'], { amount: 'light' }],
  // Urge: not reaching the toilet in time; usually more at once (leaflets).
  [
    ['aandrang', 'aandrangincontinentie', 'urge', 'overactieve'],
    { leakage: true, amount: 'moderate', implied: true },
  ],
  [['normaal', 'matig', 'matige', 'gemiddeld'], { amount: 'moderate' }],
  // Much at once, or all day (the seed's 'extra' and 'nacht' levels).
  [
    ['veel', 'zwaar', 'zware', 'extra', 'heftig', 'ernstig', 'ernstige', 'maximaal', 'maxi', 'alles'],
    { amount: 'heavy' },
  ],
  [['dementie', 'alzheimer', 'dement'], { leakage: true, amount: 'heavy', care: true, implied: true }],
  // Overflow and the prostate: men, dribbling (leaflets on incontinence in men).
  [['prostaat', 'overloopincontinentie', 'overloop'], { leakage: true, wearer: 'male' }],
  [
    ['prostaatoperatie', 'prostatectomie', 'prostaatkanker'],
    { leakage: true, wearer: 'male', amount: 'moderate', implied: true },
  ],
  // Women's life events (leaflets; the women's landing text: 'na een zwangerschap of rond de overgang').
  [
    ['zwanger', 'zwangerschap', 'bevalling', 'bevallen', 'kraamtijd', 'overgang', 'menopauze', 'verzakking'],
    { leakage: true, wearer: 'female', amount: 'light', implied: true },
  ],
  // Night ('Rustig slapen met incontinentie').
  [
    [
      'nacht',
      'nachts',
      'snachts',
      'nagt',
      'nachtrust',
      'slapen',
      'doorslapen',
      'bed',
      'bedplassen',
      'bedplasser',
      'nachtelijk',
    ],
    { night: true },
  ],
  // Care by someone else (category texts: 'ook voor wie hulp krijgt bij de verzorging').
  [['verschonen', 'verzorging', 'verzorgen', 'rolstoel'], { care: true, forms: { belted: 1 } }],
  // The brand name people use for the pads as a whole ('TENA Lady', 'TENA Men': the pads).
  [['tena', 'always', 'seni', 'id'], { leakage: true, forms: { inlay: 1, pants: 0.8, belted: 0.5 } }],
  // The wearer.
  [
    [
      'dames',
      'dame',
      'vrouw',
      'vrouwen',
      'vrouwtje',
      'lady',
      'ladies',
      'meisje',
      'oma',
      'moeder',
      'mama',
      'zij',
    ],
    { wearer: 'female' },
  ],
  [
    ['heren', 'heer', 'man', 'mannen', 'mannelijk', 'men', 'opa', 'vader', 'papa', 'hij', 'jongen'],
    { wearer: 'male' },
  ],
  // Absorbing pants, by what people call them (pharmacy counter words; 'Dames broekjes').
  [
    [
      'pants',
      'luier',
      'luiers',
      'luierbroek',
      'luierbroekje',
      'pamper',
      'pampers',
      'onderbroek',
      'ondergoed',
      'slip',
      'slipje',
      'wegwerpbroekje',
      'wegwerp',
      'incontinentiebroekje',
      'broekske',
    ],
    { leakage: true, forms: { pants: 1, belted: 0.5 } },
  ],
  // 'Broekje' alone is the catalogue's word for both the pants and the stretch briefs.
  [['broekje', 'broekjes'], { forms: { pants: 1, fixation: 0.9 } }],
  // Pads: 'verband' is the belted pad's own name; inlays are pads too.
  [['verband', 'verbanden', 'verbandje'], { forms: PAD }],
  [['heupband', 'heupbandverband', 'klittenband', 'band', 'middel', 'taille'], { forms: { belted: 1 } }],
  [['inlegverband', 'inlegger', 'inleggers', 'inleg'], { forms: { inlay: 1, belted: 0.3 } }],
  // What women know from their period: the same shape, for urine (women's landing text).
  [['inlegkruisje', 'kruisje', 'maandverband'], { wearer: 'female', forms: { inlay: 1, belted: 0.3 } }],
  // Fixation briefs hold a pad and absorb nothing (the seed's 'Geschikt voor' of stretch briefs).
  [
    [
      'fixatie',
      'fixatiebroek',
      'fixatiebroekje',
      'netbroek',
      'netbroekje',
      'stretchbroekje',
      'wasbaar',
      'wasbare',
    ],
    { forms: { fixation: 1 }, holdsPad: true },
  ],
  [['stretch'], { forms: { fixation: 1 } }],
  [
    ['bedlegerig', 'verpleeghuis', 'mantelzorg', 'mantelzorger', 'thuiszorg'],
    { care: true, leakage: true, amount: 'heavy', implied: true, forms: { belted: 1, pants: 0.7 } },
  ],
  // Trying first ('Goede eerste keuzes als je nog niet weet wat je wilt': the trial pack).
  [['proefpakket', 'proberen', 'uitproberen', 'probeer', 'proef', 'testen', 'monster'], {}],
];

/**
 * Words that say something only together (any order, anywhere in the query): the shopper's
 * phrases from the leaflets ('haal de wc niet op tijd', 'houdt het verband op zijn plek').
 */
export const PHRASES: [words: string[], meaning: Meaning][] = [
  [['haal', 'wc'], { leakage: true, amount: 'moderate', implied: true }],
  [['halen', 'wc'], { leakage: true, amount: 'moderate', implied: true }],
  [['haal', 'toilet'], { leakage: true, amount: 'moderate', implied: true }],
  [['tijd', 'wc'], { leakage: true, amount: 'moderate', implied: true }],
  [['tijd', 'toilet'], { leakage: true, amount: 'moderate', implied: true }],
  [['vast', 'houden'], { forms: { fixation: 1 }, holdsPad: true }],
  [['op', 'plek'], { forms: { fixation: 1 }, holdsPad: true }],
  [['prostaat', 'operatie'], { leakage: true, wearer: 'male', amount: 'moderate', implied: true }],
  [['door', 'broek'], { leakage: true, amount: 'moderate', implied: true }],
  [['na', 'plassen'], { leakage: true, amount: 'drops', wearer: 'male' }],
];

/** Words the trial pack answers (a query of only these shows it first). */
export const TRIAL_WORDS = [
  'proefpakket',
  'proberen',
  'uitproberen',
  'probeer',
  'proef',
  'testen',
  'monster',
];

/**
 * Dutch stop words: the Snowball Dutch list's function words, less those that carry meaning in a
 * shop for this ('niet' in 'haal de wc niet', 'veel', 'weinig', 'zonder'), plus the filler
 * words of a typed question ('graag', 'iets', 'zoek').
 */
export const STOP_WORDS = new Set([
  'de',
  'het',
  'een',
  'en',
  'van',
  'voor',
  'bij',
  'met',
  'na',
  'op',
  'in',
  'aan',
  'om',
  'te',
  'tot',
  'ik',
  'je',
  'jij',
  'u',
  'mijn',
  'me',
  'mij',
  'we',
  'wij',
  'ze',
  'die',
  'dat',
  'dit',
  'deze',
  'er',
  'is',
  'ben',
  'bent',
  'was',
  'heb',
  'hebt',
  'heeft',
  'had',
  'wat',
  'hoe',
  'als',
  'of',
  'ook',
  'maar',
  'dan',
  'zo',
  'nog',
  'al',
  'wel',
  'heel',
  'erg',
  'iets',
  'toch',
  'door',
  'naar',
  'over',
  'uit',
  'zijn',
  'word',
  'wordt',
  'kan',
  'kun',
  'kunt',
  'moet',
  'wil',
  'welke',
  'wie',
  'waar',
  'waarom',
  'niet',
  'geen',
  'soms',
  'vaak',
  'altijd',
  'steeds',
  'af',
  'toe',
  'graag',
  'zoek',
  'zoeken',
  'hulp',
  'iemand',
  'mensen',
  'persoon',
  'heen',
  'tijdens',
  'even',
  'nu',
  'paar',
  's',
  'tegen',
  'goed',
  'goede',
  'beste',
  'hebben',
  'krijg',
  'krijgen',
  'gaat',
  'daar',
  'hier',
]);

/** Words of the catalogue's product names that tell a product's type (query-understanding.ts). */
export const FORM_OF_NAME_WORD: Record<string, Form> = {
  pants: 'pants',
  heupband: 'belted',
  inlegverband: 'inlay',
  stretch: 'fixation',
};

/** Catalogue categories for a wearer and type: the closest range when a search finds nothing. */
export const RANGE_OF: Record<Wearer, Record<Form, string>> = {
  female: {
    pants: 'dames-broekjes',
    belted: 'dames-verbanden-met-heupband',
    inlay: 'dames-inlegverbanden',
    fixation: 'dames-broekje-met-stretch',
  },
  male: {
    pants: 'mannen-broekjes',
    belted: 'heren-verbanden-met-heupband',
    inlay: 'heren-inlegverbanden',
    fixation: 'heren-broekje-met-stretch',
  },
};
