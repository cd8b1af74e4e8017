/*
 * The relevance set of search (decision 031): everyday queries as shoppers type them (shy, vague,
 * with typos and dialect spellings), each with the products a good shop assistant would show
 * in the top 3. Slugs without their 'zorgzaam-' prefix. A query's list holds every product the
 * assistant would be content to see among the first three; precision@3 counts how many of the
 * three shown are in it (over at most three), nDCG@3 also rewards putting them first.
 *
 * Written from the demo range (src/server/seed) as a shop assistant knows it, not from the
 * search vocabulary: that module must earn these, not copy them.
 */

/** Groups a shop assistant reaches for; a query combines them or names products itself. */
const W_LIGHT = ['inlegverband-dames-druppel', 'inlegverband-dames-licht', 'pants-dames-licht'];
const M_LIGHT = ['inlegverband-heren-druppel', 'inlegverband-heren-licht', 'pants-heren-licht'];
const W_MODERATE = ['pants-dames-normaal', 'heupbandverband-dames-normaal', 'pants-dames-extra'];
const M_MODERATE = ['pants-heren-normaal', 'heupbandverband-heren-normaal', 'pants-heren-extra'];
const W_HEAVY = [
  'pants-dames-extra',
  'pants-dames-nacht',
  'heupbandverband-dames-extra',
  'pants-unisex-maxi',
];
const M_HEAVY = [
  'pants-heren-extra',
  'pants-heren-nacht',
  'heupbandverband-heren-extra',
  'pants-unisex-maxi',
];
const NIGHT = [
  'pants-dames-nacht',
  'pants-heren-nacht',
  'pants-unisex-maxi',
  'heupbandverband-dames-nacht',
  'heupbandverband-heren-nacht',
];
const W_PANTS = [
  'pants-dames-licht',
  'pants-dames-normaal',
  'pants-dames-extra',
  'pants-dames-nacht',
  'pants-unisex-maxi',
];
const M_PANTS = [
  'pants-heren-licht',
  'pants-heren-normaal',
  'pants-heren-extra',
  'pants-heren-nacht',
  'pants-unisex-maxi',
];
const W_BELTED = [
  'heupbandverband-dames-licht',
  'heupbandverband-dames-normaal',
  'heupbandverband-dames-extra',
  'heupbandverband-dames-nacht',
  'heupbandverband-unisex-proefpakket',
];
const M_BELTED = [
  'heupbandverband-heren-licht',
  'heupbandverband-heren-normaal',
  'heupbandverband-heren-extra',
  'heupbandverband-heren-nacht',
  'heupbandverband-unisex-proefpakket',
];
const W_INLAYS = ['inlegverband-dames-druppel', 'inlegverband-dames-licht'];
const M_INLAYS = ['inlegverband-heren-druppel', 'inlegverband-heren-licht'];
const W_FIXATION = [
  'stretch-broekje-dames-licht',
  'stretch-broekje-dames-normaal',
  'stretch-broekje-dames-extra',
  'stretch-broekje-unisex-nacht',
];
const M_FIXATION = [
  'stretch-broekje-heren-licht',
  'stretch-broekje-heren-normaal',
  'stretch-broekje-heren-extra',
  'stretch-broekje-heren-comfort',
  'stretch-broekje-unisex-nacht',
];
const CARE = [
  'heupbandverband-dames-extra',
  'heupbandverband-heren-extra',
  'heupbandverband-dames-nacht',
  'heupbandverband-heren-nacht',
  'heupbandverband-dames-normaal',
  'heupbandverband-heren-normaal',
];

export interface RelevanceCase {
  query: string;
  /** Products (slug without 'zorgzaam-') a good shop assistant would show among the first three. */
  relevant: string[];
}

const both = (...groups: string[][]) => [...new Set(groups.flat())];

export const RELEVANCE_SET: RelevanceCase[] = [
  // A little leakage when laughing, coughing, sneezing, lifting, sports (stress incontinence)
  { query: 'een beetje plas verliezen bij lachen', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'beetje plas', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'plasje verliezen bij niezen vrouw', relevant: W_LIGHT },
  { query: 'druppeltjes bij hoesten', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'urine verlies bij sporten', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'lekt bij tillen', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'kleine lekjes', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'paar druppels', relevant: both(W_INLAYS, M_INLAYS) },
  { query: 'een beetje pipi verliezen', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'ongelukjes met plassen', relevant: both(W_LIGHT, M_LIGHT, W_MODERATE, M_MODERATE) },
  { query: 'lachen hoesten niezen', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'stressincontinentie', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'hardlopen en urineverlies', relevant: both(W_LIGHT, M_LIGHT) },
  { query: 'onzichtbaar onder kleding dames licht', relevant: W_LIGHT },
  // A weak bladder, in everyday words
  { query: 'blaaszwakte', relevant: both(W_LIGHT, M_LIGHT, W_MODERATE, M_MODERATE) },
  { query: 'zwakke blaas vrouw', relevant: both(W_LIGHT, W_MODERATE) },
  { query: 'blaas lekt', relevant: both(W_LIGHT, M_LIGHT, W_MODERATE, M_MODERATE) },
  { query: 'blaasswakte', relevant: both(W_LIGHT, M_LIGHT, W_MODERATE, M_MODERATE) },
  { query: 'urineverlis', relevant: both(W_LIGHT, M_LIGHT, W_MODERATE, M_MODERATE) },
  { query: 'lekkage urine', relevant: both(W_LIGHT, M_LIGHT, W_MODERATE, M_MODERATE) },
  // Men: the prostate, dribbling after passing water
  { query: 'na prostaatoperatie', relevant: both(M_MODERATE, M_HEAVY, ['inlegverband-heren-licht']) },
  { query: 'prostaat operatie', relevant: both(M_MODERATE, M_HEAVY, ['inlegverband-heren-licht']) },
  { query: 'nadruppelen', relevant: M_LIGHT },
  { query: 'druppels na het plassen man', relevant: M_LIGHT },
  { query: 'vergrote prostaat', relevant: both(M_LIGHT, M_MODERATE) },
  { query: 'prostaat druppels', relevant: M_LIGHT },
  { query: 'mannen verband druppels', relevant: both(M_INLAYS, ['heupbandverband-heren-licht']) },
  { query: 'oudere man lekt', relevant: both(M_LIGHT, M_MODERATE) },
  { query: 'overloopincontinentie', relevant: both(M_LIGHT, M_MODERATE) },
  { query: 'tena men', relevant: M_INLAYS.concat('pants-heren-licht') },
  // Women: pregnancy, childbirth, the menopause
  { query: 'na de bevalling urineverlies', relevant: both(W_LIGHT, ['pants-dames-normaal']) },
  { query: 'zwanger en plas verliezen', relevant: both(W_LIGHT, ['pants-dames-normaal']) },
  { query: 'overgang urineverlies', relevant: both(W_LIGHT, ['pants-dames-normaal']) },
  { query: 'menopauze blaas', relevant: both(W_LIGHT, ['pants-dames-normaal']) },
  { query: 'tena lady', relevant: W_LIGHT },
  // Urge: not reaching the toilet in time
  { query: 'aandrang niet op tijd op de wc', relevant: both(W_MODERATE, M_MODERATE) },
  { query: 'ik haal de wc niet', relevant: both(W_MODERATE, M_MODERATE) },
  { query: 'aandrangincontinentie', relevant: both(W_MODERATE, M_MODERATE) },
  // Generic product names people use
  { query: 'verband voor dames', relevant: both(W_BELTED, W_INLAYS) },
  { query: 'maandverband voor urineverlies', relevant: both(W_INLAYS, ['heupbandverband-dames-licht']) },
  { query: 'inlegkruisje urine', relevant: both(W_INLAYS, M_INLAYS) },
  { query: 'luiers voor volwassenen', relevant: both(W_PANTS, M_PANTS, W_HEAVY, M_HEAVY) },
  { query: 'luier voor opa', relevant: both(M_PANTS, M_BELTED) },
  { query: 'luierbroekje oma', relevant: both(W_PANTS, W_BELTED) },
  { query: 'pampers voor volwassenen', relevant: both(W_PANTS, M_PANTS) },
  { query: 'incontinentiebroekje dames', relevant: W_PANTS },
  { query: 'inkontinentie broekjes vrouwe', relevant: W_PANTS },
  { query: 'wegwerpbroekje man', relevant: M_PANTS },
  { query: 'slip voor incontinentie heren', relevant: M_PANTS },
  { query: 'onderbroek die niet lekt vrouw', relevant: W_PANTS },
  { query: 'herenverband', relevant: both(M_BELTED, M_INLAYS) },
  { query: 'verbant dames', relevant: both(W_BELTED, W_INLAYS) },
  { query: 'inlegverbandje', relevant: both(W_INLAYS, M_INLAYS) },
  // Night
  { query: "'s nachts in bed plassen", relevant: NIGHT },
  { query: 'bedplassen volwassene', relevant: NIGHT },
  { query: 'nachts lekken', relevant: NIGHT },
  { query: 'droog doorslapen', relevant: NIGHT },
  { query: 'nagt broekje', relevant: ['pants-dames-nacht', 'pants-heren-nacht', 'pants-unisex-maxi'] },
  {
    query: 'vrouwen broekje nacht',
    relevant: ['pants-dames-nacht', 'pants-unisex-maxi', 'heupbandverband-dames-nacht'],
  },
  // A lot of leakage, care at home
  { query: 'veel urineverlies', relevant: both(W_HEAVY, M_HEAVY) },
  { query: 'zwaar urineverlies man', relevant: M_HEAVY },
  { query: 'zware incontinentie vrouw', relevant: W_HEAVY },
  { query: 'lekt door mijn broek heen', relevant: both(W_MODERATE, M_MODERATE, W_HEAVY, M_HEAVY) },
  { query: 'dementie incontinentie', relevant: both(W_HEAVY, M_HEAVY, CARE) },
  { query: 'bedlegerig verschonen', relevant: CARE },
  { query: 'mantelzorg verschonen', relevant: CARE },
  // Holding a pad in place: here a fixation brief is the right answer
  { query: 'broekje om verband vast te houden', relevant: both(W_FIXATION, M_FIXATION) },
  { query: 'netbroekje', relevant: both(W_FIXATION, M_FIXATION) },
  { query: 'fixatiebroek heren', relevant: M_FIXATION },
  { query: 'wasbaar broekje voor inlegger', relevant: both(W_FIXATION, M_FIXATION) },
  // Product types in other words, trying first
  { query: 'verband met band om middel', relevant: both(W_BELTED, M_BELTED) },
  { query: 'heupbandverband man', relevant: M_BELTED },
  { query: 'verband met klittenband', relevant: both(W_BELTED, M_BELTED) },
  { query: 'eerst uitproberen', relevant: ['heupbandverband-unisex-proefpakket'] },
  { query: 'broekjes heeren', relevant: M_PANTS },
];
