import { formatEuro } from '~/lib/money';

/** Numbers of the staff pages, the Dutch way: 12.345, 66,7%, 1 feb 2026. */
const integer = new Intl.NumberFormat('nl-NL');
const percent = new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('nl-NL', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
// Dates of the period are calendar days: format them as such (UTC midnight), never shifted by a time zone.
const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('nl-NL', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

const calendarDay = (date: string) => new Date(`${date}T00:00:00Z`);

export const formatNumber = (value: number) => integer.format(value);
export const formatPercent = (share: number) => percent.format(share);
export const formatChange = (change: number) => signedPercent.format(change);
export const formatDay = (date: string) => longDate.format(calendarDay(date));
export const formatBucket = (date: string, bucket: 'day' | 'month') =>
  (bucket === 'day' ? dayMonth : monthYear).format(calendarDay(date));
/** An instant (ISO string) as Dutch date and time, e.g. '02-05-2025 10:00'. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(',', '');
export { formatEuro };

const METHOD_LABELS: Record<string, string> = {
  ideal: 'iDEAL',
  creditcard: 'Creditcard',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
  banktransfer: 'Overboeking',
};
export const paymentMethodLabel = (method: string | null) =>
  method ? (METHOD_LABELS[method] ?? method) : 'Onbekend';
