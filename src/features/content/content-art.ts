/**
 * Calm, generated illustrations for the demo content (hero, article covers, team), so the demo
 * shop has real images without shipping stock photos. Each is an SVG of 1200 x 800 (3:2) or
 * 600 x 600 (portraits), in the brand palette.
 */
export type Motif =
  | 'parcel'
  | 'drops'
  | 'night'
  | 'walk'
  | 'chat'
  | 'skin'
  | 'sizes'
  | 'leaf'
  | 'heart'
  | 'home';

const PALETTE = {
  teal: '#17675f',
  mint: '#d5eeeb',
  sand: '#f4ede4',
  rose: '#c2415a',
  sky: '#3f6b93',
  plum: '#a56aa8',
};

const motifs: Record<Motif, string> = {
  parcel: `<g transform="translate(600,430)">
    <path d="M-230 -60 L0 -170 L230 -60 L0 50 Z" fill="#e8d8c0"/><path d="M-230 -60 L0 50 V270 L-230 160 Z" fill="#d6c09f"/>
    <path d="M230 -60 L0 50 V270 L230 160 Z" fill="#c7ae88"/><path d="M-115 -115 L115 -5 V60 L-115 -50 Z" fill="#f4ede4" opacity=".8"/>
    <circle cx="150" cy="-190" r="46" fill="${PALETTE.teal}"/><path d="M128 -190 l16 16 30 -32" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`,
  drops: `<g fill="${PALETTE.teal}">${[0, 1, 2, 3, 4, 5, 6, 7]
    .map(
      (i) =>
        `<path transform="translate(${300 + i * 85},${420 - (i % 2) * 30}) scale(${0.7 + i * 0.06})" d="M0 -70 C-20 -40 -40 -15 -40 10 A40 40 0 0 0 40 10 C40 -15 20 -40 0 -70 Z" opacity="${0.35 + i * 0.08}"/>`,
    )
    .join('')}</g>`,
  night: `<circle cx="820" cy="250" r="120" fill="#f4ede4"/><circle cx="870" cy="215" r="110" fill="#12524c"/>
    ${[
      [300, 180],
      [420, 300],
      [540, 150],
      [980, 420],
      [240, 420],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#f4ede4"/>`)
      .join('')}
    <path d="M150 620 C350 520 550 560 720 520 C880 480 1000 520 1050 560 V700 H150 Z" fill="#d5eeeb"/>`,
  walk: `<path d="M0 610 C300 560 600 640 1200 560 V800 H0 Z" fill="#acdcd6"/>
    <g transform="translate(560,300)" fill="${PALETTE.teal}"><circle cx="0" cy="-110" r="44"/>
    <path d="M-40 -55 h80 l20 170 h-40 l-10 -100 l-20 100 h-40 z"/><path d="M-30 115 l-40 150 h40 l30 -120 z M30 115 l40 150 h-40 l-30 -120 z"/></g>
    <g transform="translate(700,330) scale(.85)" fill="${PALETTE.plum}"><circle cx="0" cy="-110" r="44"/>
    <path d="M-50 -55 h100 l40 190 h-180 z"/><path d="M-30 135 l-20 130 h36 l14 -130 z M30 135 l20 130 h-36 l-14 -130 z"/></g>`,
  chat: `<rect x="300" y="220" width="420" height="230" rx="40" fill="#ffffff"/><path d="M380 440 l-20 80 l90 -80 z" fill="#ffffff"/>
    <rect x="520" y="360" width="380" height="200" rx="40" fill="${PALETTE.teal}"/><path d="M820 550 l30 70 l-100 -70 z" fill="${PALETTE.teal}"/>
    <g fill="${PALETTE.teal}"><circle cx="430" cy="335" r="18"/><circle cx="510" cy="335" r="18"/><circle cx="590" cy="335" r="18"/></g>
    <g fill="#ffffff"><rect x="580" y="430" width="260" height="18" rx="9"/><rect x="580" y="470" width="180" height="18" rx="9"/></g>`,
  skin: `<circle cx="600" cy="420" r="230" fill="#f4ede4"/><circle cx="600" cy="420" r="160" fill="#ead8c6"/>
    <path d="M600 300 C560 360 540 400 540 440 A60 60 0 0 0 660 440 C660 400 640 360 600 300 Z" fill="${PALETTE.sky}" opacity=".8"/>
    <path d="M380 250 C420 200 470 190 520 210 M820 600 C780 650 730 660 680 640" stroke="${PALETTE.teal}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  sizes: `<g fill="none" stroke="${PALETTE.teal}" stroke-width="14" stroke-linecap="round">
    <path d="M300 600 H900"/>${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => `<path d="M${300 + i * 100} 600 V${i % 2 ? 560 : 530}"/>`)
      .join('')}</g>
    <path d="M420 250 h360 l-40 220 q-140 60 -280 0 z" fill="${PALETTE.plum}" opacity=".85"/>`,
  leaf: `<path d="M600 650 C600 500 560 380 460 280" stroke="${PALETTE.teal}" stroke-width="14" fill="none"/>
    <path d="M600 520 C700 500 800 420 820 300 C700 300 610 380 600 520 Z" fill="${PALETTE.teal}"/>
    <path d="M590 420 C500 420 400 350 380 240 C490 240 570 310 590 420 Z" fill="#acdcd6"/>`,
  heart: `<path d="M600 640 C380 500 300 400 300 300 A120 120 0 0 1 600 250 A120 120 0 0 1 900 300 C900 400 820 500 600 640 Z" fill="${PALETTE.rose}" opacity=".85"/>
    <path d="M470 380 h80 l30 -60 l40 120 l30 -60 h90" stroke="#ffffff" stroke-width="16" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  home: `<path d="M360 400 L600 220 L840 400 V650 H360 Z" fill="#ffffff"/><path d="M320 420 L600 200 L880 420" stroke="${PALETTE.teal}" stroke-width="26" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    <rect x="540" y="500" width="120" height="150" rx="12" fill="${PALETTE.teal}"/><rect x="420" y="450" width="80" height="80" rx="10" fill="#acdcd6"/><rect x="700" y="450" width="80" height="80" rx="10" fill="#acdcd6"/>`,
};

const backgrounds: Record<Motif, [string, string]> = {
  parcel: ['#eef8f7', '#d5eeeb'],
  drops: ['#eef8f7', '#acdcd6'],
  night: ['#1f7f78', '#0e3f3b'],
  walk: ['#f6f7f5', '#d5eeeb'],
  chat: ['#d5eeeb', '#acdcd6'],
  skin: ['#fbf6f0', '#eef8f7'],
  sizes: ['#f6f7f5', '#eef0f7'],
  leaf: ['#eef8f7', '#f6f7f5'],
  heart: ['#fbe7ea', '#f6f7f5'],
  home: ['#d5eeeb', '#eef8f7'],
};

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A 3:2 illustration with one motif; `title` becomes the SVG's accessible name. */
export function renderIllustration(motif: Motif, title: string): string {
  const [from, to] = backgrounds[motif];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img"><title>${escapeXml(title)}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="800" fill="url(#bg)"/>${motifs[motif]}</svg>`;
}

/** A friendly initials portrait for the team block (no stock photos of people who do not exist). */
export function renderPortrait(name: string, color: string): string {
  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img"><title>${escapeXml(name)}</title>
<rect width="600" height="600" fill="${color}"/><circle cx="300" cy="240" r="120" fill="#ffffff" opacity=".9"/>
<path d="M110 600 C130 440 470 440 490 600 Z" fill="#ffffff" opacity=".9"/>
<text x="300" y="272" text-anchor="middle" font-family="system-ui, sans-serif" font-size="96" font-weight="700" fill="${color}">${escapeXml(initials)}</text></svg>`;
}
