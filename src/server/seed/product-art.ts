import type { SeedCategory, SeedProduct } from './catalog-types';

/**
 * Generated product imagery: real SVG illustrations in each product's colours,
 * rendered at seed time. Pure string functions: no external references, no
 * scripts, all text escaped. Each image stays well under 6 KB.
 */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const INK_SOFT = '#3d4650';
/** The shop's own teal (uno.config brand.700), used where no product colour applies. */
const BRAND = '#12524c';

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${xml(title)}</title>${body}</svg>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}"${extra}>${xml(content)}</text>`;
}

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [value >> 16, (value >> 8) & 255, value & 255].map((channel) =>
    Math.round(amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount)),
  );
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const DROP = 'M0,-16 C6,-6 10,0 10,6 A10,10 0 0 1 -10,6 C-10,0 -6,-6 0,-16 Z';

function drops(x: number, y: number, filled: number, color: string): string {
  return Array.from({ length: 8 }, (_, index) => {
    const fill = index < filled ? color : '#ffffff';
    return `<path d="${DROP}" transform="translate(${x + index * 32},${y})" fill="${fill}" stroke="${color}" stroke-width="2.5"/>`;
  }).join('');
}

type Shape = 'pants' | 'stretch' | 'pad';

function shapeOf(slug: string): Shape {
  if (slug.includes('heupband') || slug.includes('verband')) return 'pad';
  return slug.includes('stretch') ? 'stretch' : 'pants';
}

/** 'Zorgzaam Pants Dames Normaal' -> ['Pants', 'Dames Normaal'] */
function lineName(product: SeedProduct): [string, string] {
  const words = product.name.replace(/^Zorgzaam\s+/, '').split(' ');
  const cut = words.findIndex((word) => word === 'Dames' || word === 'Heren' || word === 'Unisex');
  return cut > 0 ? [words.slice(0, cut).join(' '), words.slice(cut).join(' ')] : [words.join(' '), ''];
}

/** Small brand mark: a drop held in a circle. */
function logoMark(x: number, y: number, color: string): string {
  return `<g transform="translate(${x},${y})"><circle r="24" fill="#ffffff"/><path d="${DROP}" transform="translate(0,3) scale(1.05)" fill="${color}"/><path d="M-5 4 q5 6 10 0" stroke="#ffffff" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>`;
}

/**
 * A brief (pants or stretch) or a pad with hip band, drawn in a 400x400 box
 * centred on (0,0); callers place it with a transform. `id` keeps gradient ids
 * unique when one image holds more than one product.
 */
function productArt(shape: Shape, color: string, id: string): string {
  const light = shade(color, 0.82);
  const edge = shade(color, 0.35);
  const defs = `<linearGradient id="${id}b" x1="0" x2="1"><stop offset="0" stop-color="${shape === 'stretch' ? shade(color, 0.45) : shade(color, 0.88)}"/><stop offset=".35" stop-color="${shape === 'stretch' ? shade(color, 0.62) : '#ffffff'}"/><stop offset=".7" stop-color="${shape === 'stretch' ? shade(color, 0.58) : '#ffffff'}"/><stop offset="1" stop-color="${shape === 'stretch' ? shade(color, 0.4) : shade(color, 0.85)}"/></linearGradient><radialGradient id="${id}c"><stop offset="0" stop-color="${shade(color, 0.7)}"/><stop offset="1" stop-color="${light}"/></radialGradient><pattern id="${id}q" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0 H18 M0 0 V18" stroke="${shade(color, 0.55)}" stroke-width="1.4" opacity=".6"/></pattern>`;
  if (shape === 'pad') {
    return `<defs>${defs}</defs>
<path d="M-190 -150 Q0 -205 190 -150 L190 -112 Q0 -167 -190 -112 Z" fill="${shade(color, 0.5)}"/>
<path d="M-190 -150 Q0 -205 190 -150" stroke="${shade(color, 0.25)}" stroke-width="3" fill="none" stroke-dasharray="2 7"/>
<rect x="-200" y="-158" width="42" height="50" rx="10" fill="${shade(color, 0.15)}"/><rect x="158" y="-158" width="42" height="50" rx="10" fill="${shade(color, 0.15)}"/>
<path d="M-78 -175 C-100 -100 -62 -20 -72 40 C-84 110 -110 150 -92 185 Q0 215 92 185 C110 150 84 110 72 40 C62 -20 100 -100 78 -175 Q0 -192 -78 -175 Z" fill="url(#${id}b)" stroke="${edge}" stroke-width="4"/>
<path d="M-48 -150 C-64 -90 -38 -20 -46 40 C-54 100 -70 140 -58 165 Q0 182 58 165 C70 140 54 100 46 40 C38 -20 64 -90 48 -150 Q0 -162 -48 -150 Z" fill="url(#${id}c)"/>
<path d="M-48 -150 C-64 -90 -38 -20 -46 40 C-54 100 -70 140 -58 165 Q0 182 58 165 C70 140 54 100 46 40 C38 -20 64 -90 48 -150 Q0 -162 -48 -150 Z" fill="url(#${id}q)"/>
<path d="M-64 -160 C-84 -90 -52 -20 -60 40 C-70 105 -92 145 -76 176 M64 -160 C84 -90 52 -20 60 40 C70 105 92 145 76 176" stroke="${edge}" stroke-width="3" fill="none" stroke-dasharray="6 5"/>`;
  }
  const body =
    'M-180 -130 L180 -130 C178 -40 172 20 160 62 C112 82 64 120 46 178 Q0 190 -46 178 C-64 120 -112 82 -160 62 C-172 20 -178 -40 -180 -130 Z';
  const stretchLines =
    shape === 'stretch'
      ? `<path d="${body}" fill="url(#${id}q)" opacity=".5"/><path d="M-60 -100 Q0 -112 60 -100 L48 150 Q0 164 -48 150 Z" fill="#ffffff" opacity=".45" stroke="#ffffff" stroke-width="3" stroke-dasharray="8 6"/>`
      : `<path d="M-92 -96 Q0 -110 92 -96 L68 140 Q0 160 -68 140 Z" fill="url(#${id}c)"/><path d="M-92 -96 Q0 -110 92 -96 L68 140 Q0 160 -68 140 Z" fill="url(#${id}q)"/><path d="M-172 -112 V55 M172 -112 V55" stroke="${edge}" stroke-width="3" stroke-dasharray="3 7"/>`;
  return `<defs>${defs}</defs>
<path d="${body}" fill="url(#${id}b)" stroke="${edge}" stroke-width="4" stroke-linejoin="round"/>
${stretchLines}
<path d="M-160 62 C-112 82 -64 120 -46 178 M160 62 C112 82 64 120 46 178" stroke="${shade(color, 0.2)}" stroke-width="7" fill="none" stroke-dasharray="1 6" stroke-linecap="round"/>
<path d="M-186 -168 Q0 -178 186 -168 L182 -126 Q0 -136 -182 -126 Z" fill="${shape === 'stretch' ? shade(color, 0.1) : shade(color, 0.45)}"/>
<path d="M-150 -166 V-130 M-100 -169 V-133 M-50 -171 V-135 M0 -172 V-136 M50 -171 V-135 M100 -169 V-133 M150 -166 V-130" stroke="#ffffff" stroke-width="2" opacity=".45"/>`;
}

function packFront(product: SeedProduct): string {
  const color = product.productColor;
  const dark = shade(color, -0.45);
  const [family, variant] = lineName(product);
  const absorption = Number(product.attributes.absorption ?? 0);
  // A fixation brief absorbs nothing: its pack says so instead of showing drops.
  const fixation = product.attributes.product_type === 'fixatie';
  const familySize = Math.min(40, Math.floor(600 / Math.max(family.length, 1)));
  const count = `x ${product.inPackage} stuks`;
  const pill = count.length * 14 + 28;
  const audience =
    product.attributes.gender === 'female'
      ? 'Voor dames'
      : product.attributes.gender === 'male'
        ? 'Voor heren'
        : 'Dames en heren';
  const shape = shapeOf(product.slug);
  return svg(
    800,
    800,
    fixation
      ? `${product.name}: verpakking, fixatiebroekje, ${product.inPackage} stuks`
      : `${product.name}: verpakking, absorptie ${absorption} van 8, ${product.inPackage} stuks`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(product.primaryColor, 0.6)}"/><stop offset="1" stop-color="${shade(product.primaryColor, 0.15)}"/></linearGradient><linearGradient id="top" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.12)}"/><stop offset="1" stop-color="${shade(color, -0.12)}"/></linearGradient><linearGradient id="side" x1="0" x2="1"><stop offset="0" stop-color="${shade(color, -0.3)}"/><stop offset="1" stop-color="${shade(color, -0.45)}"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>
<ellipse cx="420" cy="716" rx="270" ry="24" fill="${dark}" opacity=".16"/>
<path d="M608 124 L662 156 V686 L608 706 Z" fill="url(#side)"/>
<path d="M214 96 H584 Q608 96 608 120 V692 Q608 706 594 706 H206 Q192 706 192 692 V120 Q192 96 214 96 Z" fill="#ffffff"/>
<path d="M214 96 H584 Q608 96 608 120 V350 C480 392 320 318 192 362 V120 Q192 96 214 96 Z" fill="url(#top)"/>
<path d="M192 362 C320 318 480 392 608 350 V372 C480 414 320 340 192 384 Z" fill="${shade(color, 0.55)}"/>
<path d="M214 96 H420 L300 350 C260 345 220 352 192 362 V120 Q192 96 214 96 Z" fill="#ffffff" opacity=".07"/>
${logoMark(268, 160, color)}
${text(302, 174, 38, '#ffffff', 'ZORGZAAM', ' font-weight="700" letter-spacing="3"')}
${text(400, 258, familySize, '#ffffff', family, ' text-anchor="middle" font-weight="600"')}
${text(400, 302, 28, shade(color, 0.82), variant, ' text-anchor="middle"')}
<g transform="translate(272,466) scale(.26)" opacity=".9">${productArt(shape, color, 'p')}</g>
${
  fixation
    ? `${text(356, 470, 20, INK_SOFT, 'Fixatie', ' font-weight="600"')}${text(356, 506, 20, INK_SOFT, 'houdt een verband op zijn plek')}`
    : `${text(356, 438, 20, INK_SOFT, 'Absorptie', ' font-weight="600"')}
<g transform="translate(366,480) scale(.68)">${drops(0, 0, absorption, shade(color, -0.2))}</g>
${text(356, 530, 20, INK_SOFT, `${absorption} van 8`)}`
}
<line x1="232" y1="570" x2="568" y2="570" stroke="${shade(color, 0.75)}" stroke-width="2"/>
${text(232, 628, 21, INK_SOFT, audience)}
<rect x="${568 - pill}" y="592" width="${pill}" height="56" rx="28" fill="${shade(color, 0.85)}"/>
${text(568 - pill / 2, 629, 26, dark, count, ' text-anchor="middle" font-weight="700"')}
${text(232, 678, 15, '#6b7480', 'Zonder parfum en lotion · discreet verpakt')}`,
  );
}

function productView(product: SeedProduct): string {
  const color = product.productColor;
  const shape = shapeOf(product.slug);
  const caption =
    shape === 'pad'
      ? 'Verband met zachte heupband'
      : shape === 'stretch'
        ? 'Naadloos stretchbroekje, wasbaar'
        : 'Draagt als gewoon ondergoed';
  return svg(
    800,
    800,
    `${product.name}: het product. ${caption}`,
    `<defs><radialGradient id="g" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${shade(product.primaryColor, 0.75)}"/><stop offset="1" stop-color="${shade(product.primaryColor, 0.05)}"/></radialGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<ellipse cx="400" cy="650" rx="220" ry="20" fill="${shade(color, -0.5)}" opacity=".12"/>
<g transform="translate(400,400) scale(1.25)">${productArt(shape, color, 'v')}</g>
<rect x="${400 - caption.length * 7 - 40}" y="700" width="${caption.length * 14 + 80}" height="54" rx="27" fill="#ffffff" opacity=".85"/>
${text(400, 735, 24, shade(color, -0.55), caption, ' text-anchor="middle"')}`,
  );
}

function materialCloseUp(product: SeedProduct): string {
  const color = product.productColor;
  const dark = shade(color, -0.45);
  const fibres = Array.from({ length: 7 }, (_, row) => {
    const y = 200 + row * 34;
    return `<path d="M230 ${y} q42 -16 85 0 t85 0 t85 0 t85 0" stroke="${shade(color, 0.35 + (row % 2) * 0.2)}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return svg(
    800,
    800,
    `${product.name}: detail van het zachte, ademende materiaal. Huidvriendelijk.`,
    `<defs><pattern id="t" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="40" height="40" fill="${shade(color, 0.8)}"/><path d="M0 0 H40 M0 0 V40" stroke="${shade(color, 0.6)}" stroke-width="3"/><circle cx="20" cy="20" r="5" fill="${shade(color, 0.9)}"/></pattern><radialGradient id="v" r="75%"><stop offset=".55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="${dark}" stop-opacity=".22"/></radialGradient><clipPath id="l"><circle cx="400" cy="300" r="190"/></clipPath></defs>
<rect width="800" height="800" fill="url(#t)"/>
<rect width="800" height="800" fill="url(#v)"/>
<circle cx="400" cy="306" r="204" fill="${dark}" opacity=".12"/>
<circle cx="400" cy="300" r="200" fill="#ffffff"/>
<g clip-path="url(#l)"><rect x="200" y="100" width="400" height="400" fill="${shade(color, 0.9)}"/>${fibres}
<path d="M200 440 q50 -24 100 0 t100 0 t100 0 t100 0 V500 H200 Z" fill="${shade(color, 0.55)}"/>
<g fill="#ffffff" opacity=".9"><circle cx="320" cy="160" r="6"/><circle cx="470" cy="150" r="4"/><circle cx="540" cy="190" r="5"/><circle cx="270" cy="190" r="3"/></g></g>
<circle cx="400" cy="300" r="200" fill="none" stroke="#ffffff" stroke-width="14"/>
<circle cx="400" cy="300" r="207" fill="none" stroke="${shade(color, 0.4)}" stroke-width="2"/>
<rect x="140" y="580" width="520" height="130" rx="24" fill="#ffffff"/>
<circle cx="216" cy="645" r="38" fill="${color}"/><path d="M198 646 l13 13 l24 -28" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
${text(276, 634, 32, dark, 'Huidvriendelijk', ' font-weight="700"')}
${text(276, 672, 22, INK_SOFT, 'Ademend en zonder parfum')}`,
  );
}

export function renderProductImage(product: SeedProduct, view: 0 | 1 | 2): string {
  if (view === 0) return packFront(product);
  if (view === 1) return productView(product);
  return materialCloseUp(product);
}

interface Scene {
  title: string;
  color: string;
  /** drawn around (400,280) in a circle of radius ~190 */
  art: string;
}

const highlightScenes: Record<string, Scene> = {
  zacht: {
    title: 'Zacht als textiel',
    color: '#9a6aa0',
    art: `<path d="M250 350 C300 250 500 250 560 330 C500 300 320 300 250 350 Z" fill="#e9d9ec"/><path d="M230 380 C310 300 490 300 580 370 C500 340 310 340 230 380 Z" fill="#d4b8d9"/><path d="M470 140 C380 170 330 250 330 330 C400 300 470 230 470 140 Z" fill="#ffffff" stroke="#9a6aa0" stroke-width="6" stroke-linejoin="round"/><path d="M330 330 C370 260 420 210 460 160" stroke="#9a6aa0" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  },
  discreet: {
    title: 'Discreet bezorgd in een neutrale doos',
    color: '#7a6a5c',
    art: `<path d="M260 230 L400 180 L540 230 L540 380 L400 430 L260 380 Z" fill="#e6ddd5"/><path d="M260 230 L400 280 L540 230" fill="none" stroke="#b8a999" stroke-width="6" stroke-linejoin="round"/><path d="M400 280 V430" stroke="#b8a999" stroke-width="6"/><path d="M400 280 L540 230 L540 380 L400 430 Z" fill="#d8cbbf"/><path d="M330 205 L470 255 V300" stroke="#c9b9a9" stroke-width="18" fill="none"/>`,
  },
  droog: {
    title: 'Blijft droog aanvoelen',
    color: '#3f6b93',
    art: `<path d="${DROP}" transform="translate(400,178) scale(4.2)" fill="#9fc0dd"/><path d="M400 264 V318 M382 300 L400 320 L418 300" stroke="#3f6b93" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="250" y="340" width="300" height="26" rx="13" fill="#ffffff" stroke="#cbdbe9" stroke-width="4"/><rect x="250" y="374" width="300" height="40" rx="16" fill="#9fc0dd"/><rect x="250" y="422" width="300" height="16" rx="8" fill="#cbdbe9"/>`,
  },
  geurneutraal: {
    title: 'Geurneutraliserend',
    color: '#2f7a75',
    art: `<path d="M400 440 C300 400 290 260 400 150 C510 260 500 400 400 440 Z" fill="#c8e4e1"/><path d="M400 430 V200 M400 300 L450 250 M400 360 L350 310" stroke="#2f7a75" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M240 260 q20 -20 0 -40 q-20 -20 0 -40 M560 260 q20 -20 0 -40 q-20 -20 0 -40" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  },
  pasvorm: {
    title: 'Pasvorm die meebeweegt',
    color: '#8e4f94',
    art: `<g transform="translate(400,300) scale(.75)"><path d="M-180 -130 L180 -130 C178 -40 172 20 160 62 C112 82 64 120 46 178 Q0 190 -46 178 C-64 120 -112 82 -160 62 C-172 20 -178 -40 -180 -130 Z" fill="#ffffff"/><path d="M-186 -168 Q0 -178 186 -168 L182 -126 Q0 -136 -182 -126 Z" fill="#dcc3df"/></g><path d="M200 180 H250 M215 165 L200 180 L215 195 M600 180 H550 M585 165 L600 180 L585 195" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  nacht: {
    title: 'Rustig doorslapen',
    color: '#264866',
    art: `<path d="M450 150 A130 130 0 1 0 545 360 A100 100 0 1 1 450 150 Z" fill="#f4e7b8"/><rect x="250" y="380" width="300" height="70" rx="35" fill="#b7cbdd"/><g fill="#ffffff"><circle cx="260" cy="200" r="7"/><circle cx="300" cy="290" r="4"/><circle cx="570" cy="190" r="5"/><circle cx="600" cy="300" r="3"/></g>`,
  },
  ademend: {
    title: 'Ademend materiaal',
    color: '#5f70a5',
    art: `<path d="M240 330 q40 -20 80 0 t80 0 t80 0 t80 0 V380 q-40 20 -80 0 t-80 0 t-80 0 t-80 0 Z" fill="#d4dbef"/><path d="M300 300 C290 250 330 230 320 180 M400 300 C390 250 430 230 420 170 M500 300 C490 250 530 230 520 180" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M310 195 L320 176 L332 192 M410 186 L420 166 L432 184 M510 196 L520 176 L532 192" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  lekrand: {
    title: 'Zachte lekrandjes',
    color: '#a9566b',
    art: `<g transform="translate(400,300) scale(.85)"><path d="M-78 -175 C-100 -100 -62 -20 -72 40 C-84 110 -110 150 -92 185 Q0 215 92 185 C110 150 84 110 72 40 C62 -20 100 -100 78 -175 Q0 -192 -78 -175 Z" fill="#ffffff"/><path d="M-48 -150 C-64 -90 -38 -20 -46 40 C-54 100 -70 140 -58 165 Q0 182 58 165 C70 140 54 100 46 40 C38 -20 64 -90 48 -150 Q0 -162 -48 -150 Z" fill="#eac6cf"/><path d="M-64 -160 C-84 -90 -52 -20 -60 40 C-70 105 -92 145 -76 176 M64 -160 C84 -90 52 -20 60 40 C70 105 92 145 76 176" stroke="#a9566b" stroke-width="7" fill="none" stroke-linecap="round"/></g>`,
  },
};

function videoPoster(name: string): string {
  const pad = name.includes('verband');
  const subject = pad ? 'verband' : name.includes('stretch') ? 'stretchbroekje' : 'broekje';
  const heading = `Zo breng je het ${subject} aan`;
  return svg(
    800,
    600,
    `Instructievideo: ${heading.toLowerCase()}`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f7f78"/><stop offset="1" stop-color="${BRAND}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#bg)"/>
<g transform="translate(590,250) scale(.7)" opacity=".3">${productArt(pad ? 'pad' : 'pants', '#acdcd6', 'i')}</g>
<circle cx="260" cy="250" r="86" fill="#ffffff"/><path d="M236 206 L312 250 L236 294 Z" fill="${BRAND}" stroke="${BRAND}" stroke-width="8" stroke-linejoin="round"/>
${text(80, 420, 22, '#d5eeeb', 'INSTRUCTIEVIDEO', ' font-weight="600" letter-spacing="3"')}
${text(80, 466, Math.min(38, Math.floor(1150 / heading.length)), '#ffffff', heading, ' font-weight="700"')}
${text(80, 508, 22, '#d5eeeb', 'Rustig uitgelegd, stap voor stap')}`,
  );
}

/** One illustration per highlight image name, and a poster for each instruction video. */
export function renderHighlightImage(name: string): string {
  if (name.includes('instructions')) return videoPoster(name);
  const key = name.replace(/^highlight-/, '').replace(/\.[a-z0-9]+$/i, '');
  const scene = highlightScenes[key] ?? { title: key, color: BRAND, art: '' };
  return svg(
    800,
    600,
    scene.title,
    `<defs><radialGradient id="bg" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${shade(scene.color, 0.9)}"/><stop offset="1" stop-color="${shade(scene.color, 0.7)}"/></radialGradient></defs>
<rect width="800" height="600" fill="url(#bg)"/>
<circle cx="400" cy="306" r="218" fill="${shade(scene.color, -0.3)}" opacity=".08"/>
<circle cx="400" cy="300" r="214" fill="${scene.color}"/>
<circle cx="400" cy="300" r="214" fill="none" stroke="#ffffff" stroke-width="10" opacity=".6"/>
${scene.art}`,
  );
}

export function renderCategoryImage(category: SeedCategory): string {
  const color = category.gender === 'female' ? '#a56aa8' : '#3f6b93';
  const shape = shapeOf(category.slug);
  const leaf = shade(color, 0.55);
  return svg(
    600,
    400,
    `${category.name}: illustratie`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.9)}"/><stop offset="1" stop-color="${shade(color, 0.72)}"/></linearGradient></defs>
<rect width="600" height="400" fill="url(#bg)"/>
<path d="M0 330 C150 290 300 370 600 300 V400 H0 Z" fill="${shade(color, 0.6)}" opacity=".5"/>
<circle cx="300" cy="200" r="150" fill="#ffffff" opacity=".55"/>
<path d="M470 90 C430 100 410 140 420 180 C460 170 480 130 470 90 Z M120 250 C90 240 60 260 55 290 C90 300 115 280 120 250 Z" fill="${leaf}"/>
<g transform="translate(300,205) scale(.62)">${productArt(shape, color, 'c')}</g>`,
  );
}
