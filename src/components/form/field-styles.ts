/**
 * The one look of a form field, shared by the React `Field` and the Astro `Field.astro`: large
 * type, a 2 px border that turns rose when the field is invalid, grey when filled in for you.
 */
export const fieldStyles = {
  label: 'block text-lg font-semibold',
  required: 'font-normal text-ink-muted',
  input:
    'mt-1 block w-full rounded-lg border-2 border-surface-line bg-white px-4 py-3 text-lg focus:border-brand-600 read-only:bg-surface-soft aria-[invalid=true]:border-accent-600',
  hint: 'mt-1 text-base text-ink-soft',
  error: 'mt-1 text-base font-semibold text-accent-700',
  alert: 'rounded-lg bg-accent-100 px-4 py-3 text-lg font-semibold text-accent-700',
  status: 'rounded-lg bg-brand-50 px-4 py-3 text-lg font-semibold text-brand-800',
} as const;
