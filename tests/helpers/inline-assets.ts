/**
 * Node flags for a child process that runs the shop's TypeScript through tsx: assets imported with
 * `?inline` (the invoice PDF's fonts) load as Vite would load them (scripts/inline-assets.mjs).
 */
export const INLINE_ASSETS = ['--import', './scripts/inline-assets.mjs'];
