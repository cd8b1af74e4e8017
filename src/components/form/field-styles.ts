/**
 * The one look of a form field, shared by the React `Field` and the Astro `Field.astro`: large
 * type, a 2 px border that turns rose when the field is invalid, grey when filled in for you.
 */
export const fieldStyles = {
  field: '',
  label: 'block text-lg font-semibold',
  required: 'font-normal text-ink-muted',
  input:
    'mt-1 block w-full rounded-lg border-2 border-surface-line bg-white px-4 py-3 text-lg focus:border-brand-600 read-only:bg-surface-soft aria-[invalid=true]:border-accent-600',
  hint: 'mt-1 text-base text-ink-soft',
  error: 'mt-1 text-base font-semibold text-accent-700',
  alert: 'rounded-lg bg-accent-100 px-4 py-3 text-lg font-semibold text-accent-700',
  status: 'rounded-lg bg-brand-50 px-4 py-3 text-lg font-semibold text-brand-800',
} as const;

/** The same field, denser, for staff screens that put many fields side by side (the product editor). */
const compactStyles = {
  ...fieldStyles,
  field: 'grid min-w-0 content-start gap-1',
  label: 'text-base font-semibold',
  input:
    'w-full rounded-lg border-2 border-surface-line bg-white px-3 py-2 text-lg focus-ring disabled:bg-surface-soft disabled:text-ink-soft [&[readonly]]:bg-surface-soft [&[readonly]]:text-ink-soft aria-[invalid=true]:border-accent-600',
  hint: 'text-sm text-ink-soft',
  error: 'text-base font-semibold text-accent-700',
} as const;

export type FieldDensity = 'large' | 'compact';

export const fieldLook: Record<FieldDensity, typeof fieldStyles | typeof compactStyles> = {
  large: fieldStyles,
  compact: compactStyles,
};
