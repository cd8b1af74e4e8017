import presetWind4 from '@unocss/preset-wind4';
import { defineConfig } from 'unocss';

/**
 * Design tokens: calm pharmacy palette with high contrast, large type for older shoppers.
 * brand: deep teal; accent: warm rose; ink: near-black text on white.
 */
export default defineConfig({
  presets: [presetWind4({ preflights: { reset: true } })],
  // Islands rendered with client:only (staff pages) never pass through the server build, where
  // the classes are collected: their sources are scanned from disk instead.
  content: {
    filesystem: [
      'src/features/admin/**/*.tsx',
      'src/components/staff/**/*.tsx',
      'src/screens/staff/**/*.tsx',
      'src/features/editor/**/*.tsx',
    ],
  },
  theme: {
    colors: {
      brand: {
        50: '#eef8f7',
        100: '#d5eeeb',
        200: '#acdcd6',
        500: '#1f7f78',
        600: '#17675f',
        700: '#12524c',
        800: '#0e3f3b',
        900: '#0a2e2b',
      },
      accent: { 100: '#fbe7ea', 500: '#c2415a', 600: '#a3324a', 700: '#86283c' },
      ink: { DEFAULT: '#1b1f23', soft: '#3d4650', muted: '#56606b' },
      surface: { DEFAULT: '#ffffff', soft: '#f6f7f5', line: '#d9dedb' },
    },
    font: {
      sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
  },
  // Rich text from the database (descriptions, content blocks) gets readable spacing and lists.
  preflights: [
    {
      getCSS: () => `
        /*
         * One visible focus ring for every link, button and field (WCAG 2.4.7/2.4.11): 3 px,
         * dark teal, offset from the element (dark banners set their own white ring).
         */
        a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible,
        textarea:focus-visible, summary:focus-visible, [tabindex]:focus-visible {
          outline: 3px solid #12524c;
          outline-offset: 2px;
        }
        /* Long Dutch compounds ('Bekkenbodemtraining') must never push a phone screen sideways. */
        h1, h2, h3 { overflow-wrap: anywhere; hyphens: auto; }
        /* The same for running text ('continentieverpleegkundige' is 320 px wide at 20 px). */
        p, li, dd, dt, summary, blockquote, figcaption, td, th { overflow-wrap: anywhere; hyphens: auto; }
        /* An amount is one word: '€ 16,95' never breaks at the comma or the space. */
        .amount { white-space: nowrap; overflow-wrap: normal; hyphens: none; }
        .prose > * + * { margin-top: 0.85em; }
        .prose ul { list-style: disc; padding-left: 1.4em; }
        .prose ol { list-style: decimal; padding-left: 1.4em; }
        .prose li + li { margin-top: 0.3em; }
        .prose a { color: #12524c; text-decoration: underline; }
        .prose img { max-width: 100%; height: auto; border-radius: 0.75rem; }
        .prose h2 { font-size: 1.6rem; font-weight: 700; color: #0e3f3b; }
        .prose h3 { font-size: 1.3rem; font-weight: 600; }
        .prose blockquote { border-left: 4px solid #acdcd6; padding-left: 1em; color: #3d4650; }
      `,
    },
  ],
  shortcuts: {
    container: 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
    'btn-primary':
      'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60',
    'btn-secondary':
      'inline-flex items-center justify-center gap-2 rounded-lg border-2 border-brand-600 bg-white px-5 py-3 text-lg font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    'focus-ring': 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  },
});
