/** Dates as Dutch readers expect them, in Dutch time: '3 november 2026' (spec: search dates nl-NL long). */
const longDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

export function formatLongDate(value: Date | string): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}
