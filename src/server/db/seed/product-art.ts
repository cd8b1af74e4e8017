import type { SeedCategory, SeedProduct } from './catalog-types';

/**
 * Generated product imagery: real SVG illustrations in each product's colours,
 * rendered at seed time. No external references, no scripts; text is escaped.
 */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${xml(title)}</title>${body}</svg>`;
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
    const fill = index < filled ? color : 'none';
    return `<path d="${DROP}" transform="translate(${x + index * 30},${y})" fill="${fill}" stroke="${color}" stroke-width="2.5"/>`;
  }).join('');
}

/** 'Zorgzaam Pants Dames Normaal' -> ['Pants', 'Dames Normaal'] */
function lineName(product: SeedProduct): [string, string] {
  const words = product.name.replace(/^Zorgzaam\s+/, '').split(' ');
  const cut = words.findIndex((word) => word === 'Dames' || word === 'Heren' || word === 'Unisex');
  return cut > 0 ? [words.slice(0, cut).join(' '), words.slice(cut).join(' ')] : [words.join(' '), ''];
}

function packFront(product: SeedProduct): string {
  const color = product.productColor;
  const [family, variant] = lineName(product);
  const absorption = Number(product.attributes.absorption ?? 0);
  return svg(
    800,
    800,
    `${product.name}: verpakking`,
    `<rect width="800" height="800" fill="${shade(product.primaryColor, 0.55)}"/>
<ellipse cx="400" cy="712" rx="250" ry="26" fill="${shade(color, -0.5)}" opacity="0.18"/>
<path d="M190 150 Q190 120 220 120 H580 Q610 120 610 150 V690 Q610 706 594 706 H206 Q190 706 190 690 Z" fill="#ffffff"/>
<path d="M190 150 Q190 120 220 120 H580 Q610 120 610 150 V330 H190 Z" fill="${color}"/>
<path d="M190 330 C300 370 480 290 610 330 V360 C480 320 300 400 190 360 Z" fill="${shade(color, 0.35)}"/>
<path d="M610 150 L650 175 V700 L610 706 Z" fill="${shade(color, -0.25)}"/>
<text x="400" y="205" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700" fill="#ffffff" letter-spacing="2">ZORGZAAM</text>
<text x="400" y="262" text-anchor="middle" font-family="${FONT}" font-size="36" font-weight="600" fill="#ffffff">${xml(family)}</text>
<text x="400" y="302" text-anchor="middle" font-family="${FONT}" font-size="28" fill="${shade(color, 0.8)}">${xml(variant)}</text>
<g transform="translate(295,440)">${drops(0, 0, absorption, shade(color, -0.2))}</g>
<text x="400" y="500" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#3d4650">Absorptie ${absorption} van 8</text>
<rect x="300" y="560" width="200" height="70" rx="35" fill="${shade(color, 0.85)}"/>
<text x="400" y="606" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="${shade(color, -0.45)}">× ${product.inPackage} stuks</text>`,
  );
}

function productShape(product: SeedProduct): string {
  const color = product.productColor;
  const isPad = product.slug.includes('heupband');
  const shape = isPad
    ? `<rect x="120" y="250" width="560" height="70" rx="30" fill="${shade(color, 0.55)}"/>
<path d="M320 180 C300 260 300 420 330 620 Q400 660 470 620 C500 420 500 260 480 180 Q400 150 320 180 Z" fill="#ffffff" stroke="${shade(color, 0.2)}" stroke-width="6"/>
<path d="M350 230 C335 300 338 430 360 580 Q400 605 440 580 C462 430 465 300 450 230 Q400 212 350 230 Z" fill="${shade(color, 0.75)}"/>`
    : `<path d="M150 220 H650 L610 470 Q560 640 470 650 Q400 560 330 650 Q240 640 190 470 Z" fill="#ffffff" stroke="${shade(color, 0.2)}" stroke-width="6"/>
<rect x="150" y="205" width="500" height="42" rx="14" fill="${shade(color, 0.45)}"/>
<path d="M330 300 Q400 280 470 300 L455 560 Q400 590 345 560 Z" fill="${shade(color, 0.75)}"/>
<path d="M190 470 Q250 520 330 650" stroke="${shade(color, 0.35)}" stroke-width="8" fill="none"/>
<path d="M610 470 Q550 520 470 650" stroke="${shade(color, 0.35)}" stroke-width="8" fill="none"/>`;
  return svg(
    800,
    800,
    `${product.name}: het product`,
    `<defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="${shade(product.primaryColor, 0.6)}"/><stop offset="1" stop-color="${product.primaryColor}"/></radialGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>${shape}
<text x="400" y="740" text-anchor="middle" font-family="${FONT}" font-size="28" fill="${shade(color, -0.55)}">${xml(isPad ? 'Verband met zachte heupband' : 'Aantrekken als gewoon ondergoed')}</text>`,
  );
}

function materialCloseUp(product: SeedProduct): string {
  const color = product.productColor;
  const rows = Array.from({ length: 9 }, (_, row) =>
    Array.from({ length: 9 }, (_, column) => {
      const x = 60 + column * 85 + (row % 2) * 42;
      const y = 70 + row * 80;
      return `<circle cx="${x}" cy="${y}" r="24" fill="${shade(color, 0.6 + ((row + column) % 3) * 0.1)}"/>`;
    }).join(''),
  ).join('');
  return svg(
    800,
    800,
    `${product.name}: zacht, ademend materiaal`,
    `<rect width="800" height="800" fill="${shade(color, 0.82)}"/>${rows}
<rect x="150" y="560" width="520" height="130" rx="65" fill="#ffffff" opacity="0.95"/>
<circle cx="250" cy="625" r="38" fill="${color}"/><path d="M232 626 l13 13 l24 -28" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<text x="310" y="617" font-family="${FONT}" font-size="32" font-weight="700" fill="${shade(color, -0.5)}">Huidvriendelijk</text>
<text x="310" y="655" font-family="${FONT}" font-size="24" fill="#3d4650">Ademend en zonder parfum</text>`,
  );
}

export function renderProductImage(product: SeedProduct, view: 0 | 1 | 2): string {
  if (view === 0) return packFront(product);
  if (view === 1) return productShape(product);
  return materialCloseUp(product);
}

const highlightScenes: Record<string, { title: string; color: string; art: string }> = {
  zacht: {
    title: 'Zacht als textiel',
    color: '#b98fbf',
    art: '<path d="M180 380 C260 250 540 250 620 380 C540 330 260 330 180 380 Z" fill="#ffffff"/><path d="M220 400 C300 320 500 320 580 400" stroke="#ffffff" stroke-width="14" fill="none" opacity="0.7"/>',
  },
  discreet: {
    title: 'Discreet bezorgd in een neutrale doos',
    color: '#6c7a86',
    art: '<path d="M250 260 L400 200 L550 260 L550 420 L400 480 L250 420 Z" fill="#e6ddd5"/><path d="M250 260 L400 320 L550 260 M400 320 V480" stroke="#b8a999" stroke-width="8" fill="none"/>',
  },
  droog: {
    title: 'Blijft droog aanvoelen',
    color: '#4f7ea8',
    art: `<path d="${DROP}" transform="translate(400,300) scale(7)" fill="#ffffff"/><path d="M340 330 l40 40 l80 -90" stroke="#4f7ea8" stroke-width="20" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  geurneutraal: {
    title: 'Geurneutraliserend',
    color: '#3f8f8a',
    art: '<path d="M300 420 C260 340 340 300 320 220 M400 420 C360 340 440 300 420 220 M500 420 C460 340 540 300 520 220" stroke="#ffffff" stroke-width="16" fill="none" stroke-linecap="round"/>',
  },
  pasvorm: {
    title: 'Pasvorm die meebeweegt',
    color: '#8e4f94',
    art: '<path d="M250 220 H550 L520 380 Q480 470 430 470 Q400 420 370 470 Q320 470 280 380 Z" fill="#ffffff"/><path d="M210 300 H250 M550 300 H590" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>',
  },
  nacht: {
    title: 'Rustig doorslapen',
    color: '#264866',
    art: '<path d="M460 180 A140 140 0 1 0 560 400 A110 110 0 1 1 460 180 Z" fill="#f4e7b8"/><circle cx="260" cy="220" r="8" fill="#ffffff"/><circle cx="310" cy="300" r="5" fill="#ffffff"/><circle cx="590" cy="200" r="6" fill="#ffffff"/>',
  },
};

/** One illustration per highlight image name, and a poster for each instruction video. */
export function renderHighlightImage(name: string): string {
  const key = name.replace(/^highlight-/, '').replace(/\.[a-z0-9]+$/i, '');
  if (name.includes('instructions')) {
    const subject = name.includes('verband') ? 'verband met heupband' : 'broekje';
    return svg(
      800,
      600,
      `Instructievideo: zo brengt u het ${subject} aan`,
      `<rect width="800" height="600" fill="#12524c"/><circle cx="400" cy="270" r="90" fill="#ffffff" opacity="0.95"/><path d="M375 225 L445 270 L375 315 Z" fill="#12524c"/><text x="400" y="450" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">Zo brengt u het ${xml(subject)} aan</text>`,
    );
  }
  const scene = highlightScenes[key] ?? { title: key, color: '#17675f', art: '' };
  return svg(
    800,
    600,
    scene.title,
    `<rect width="800" height="600" fill="${scene.color}"/><circle cx="400" cy="320" r="230" fill="${shade(scene.color, 0.25)}"/>${scene.art}<text x="400" y="545" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">${xml(scene.title)}</text>`,
  );
}

export function renderCategoryImage(category: SeedCategory): string {
  const color = category.gender === 'female' ? '#a56aa8' : '#3f6b93';
  const isPad = category.slug.includes('verband');
  const isStretch = category.slug.includes('stretch');
  const art = isPad
    ? `<path d="M260 90 C245 160 245 260 270 340 Q300 360 330 340 C355 260 355 160 340 90 Q300 75 260 90 Z" fill="#ffffff"/><rect x="130" y="140" width="340" height="36" rx="18" fill="${shade(color, 0.5)}"/>`
    : `<path d="M170 110 H430 L410 250 Q380 340 330 345 Q300 300 270 345 Q220 340 190 250 Z" fill="#ffffff"/>${
        isStretch
          ? `<path d="M180 150 H420 M185 190 H415" stroke="${shade(color, 0.5)}" stroke-width="8"/>`
          : ''
      }`;
  return svg(
    600,
    400,
    category.name,
    `<rect width="600" height="400" fill="${shade(color, 0.75)}"/><circle cx="300" cy="215" r="165" fill="${shade(color, 0.55)}"/>${art}`,
  );
}
