import { messages } from '~/lib/messages';

/** Numbers of the staff pages, the Dutch way: 12.345, 66,7%, 1 feb 2026. */
const integer = new Intl.NumberFormat('nl-NL');
const percent = new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('nl-NL', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

export const formatNumber = (value: number) => integer.format(value);
export const formatPercent = (share: number) => percent.format(share);
export const formatChange = (change: number) => signedPercent.format(change);

const METHOD_LABELS: Record<string, string> = {
  ideal: 'iDEAL',
  creditcard: 'Creditcard',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
  banktransfer: 'Overboeking',
};
export const paymentMethodLabel = (method: string | null) =>
  method ? (METHOD_LABELS[method] ?? method) : 'Onbekend';

/** A payment's and a refund's state in Dutch; an unknown state as the provider wrote it. */
export const paymentStatusLabel = (status: string) => messages.orderLines.paymentStatuses[status] ?? status;
export const refundStatusLabel = (status: string) => messages.orderLines.refundStatuses[status] ?? status;
