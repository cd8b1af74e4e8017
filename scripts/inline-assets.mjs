// `tsx --import ./scripts/inline-assets.mjs script.ts`: lets a script outside Vite import an asset
// with `?inline` as Vite does (a base64 data URL), e.g. the invoice PDF's embedded fonts.
import { register } from 'node:module';

register('./inline-assets-hooks.mjs', import.meta.url);
