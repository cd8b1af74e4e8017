import { useState } from 'react';
import type { OrderDetail } from '~/features/admin/order/order-detail';
import { packsRefund } from '~/features/money/refunds';
import * as refundsTexts from '~/lib/messages/refunds';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro, formatVatRate } from '~/lib/money';
import { ActionForm } from './ActionForm';
import type { Act } from './OrderActions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { orderActions: staffScreensTexts.orderActions, refunds: refundsTexts.refunds };

const text = messages.refunds;
const actionText = messages.orderActions;
const field = 'rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring';

/** What the form asks the server for: packs per line, the shipping, amounts per VAT rate. No prices. */
interface RefundRequest {
  lines: { line_id: number; quantity: number }[];
  shipping: boolean;
  amounts: { vat_rate_basis_points: number; amount_cents: number }[];
}

const packsField = (lineId: number) => `packs-${lineId}`;
const amountField = (rate: number) => `amount-${rate}`;

/** The form's fields as a request, or the Dutch reason they cannot be sent. */
function readForm(order: OrderDetail, data: FormData): RefundRequest | string {
  const request: RefundRequest = { lines: [], shipping: data.get('shipping') === 'on', amounts: [] };
  for (const line of refundableLines(order)) {
    const raw = String(data.get(packsField(line.id)) ?? '').trim();
    if (raw === '') continue;
    const quantity = Number(raw);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > line.left)
      return text.packsInvalid(line.name, line.left);
    if (quantity > 0) request.lines.push({ line_id: line.id, quantity });
  }
  for (const rate of refundableRates(order)) {
    const euros = String(data.get(amountField(rate.rateBasisPoints)) ?? '')
      .trim()
      .replace(',', '.');
    if (euros === '') continue;
    const cents = Math.round(Number(euros) * 100);
    if (!Number.isFinite(cents) || cents <= 0) return actionText.refundAmountInvalid;
    request.amounts.push({ vat_rate_basis_points: rate.rateBasisPoints, amount_cents: cents });
  }
  if (request.lines.length === 0 && !request.shipping && request.amounts.length === 0)
    return text.chooseSomething;
  return request;
}

function refundableLines(order: OrderDetail) {
  return order.lines
    .map((line) => ({
      ...line,
      name: line.variationName ? `${line.productName} - ${line.variationName}` : line.productName,
      left: order.refundable.lines.find((entry) => entry.id === line.id)?.packs ?? 0,
    }))
    .filter((line) => line.left > 0);
}

const refundableRates = (order: OrderDetail) => order.refundable.perRate.filter((rate) => rate.cents > 0);

/**
 * What the customer gets back for the form as it is: the same money rule the server applies
 * (src/features/money/refunds.ts), shown so staff confirm the amount. The server computes it again
 * from the database and answers with what it refunded.
 */
function estimate(order: OrderDetail, request: RefundRequest): number {
  const lines = request.lines.reduce((sum, chosen) => {
    const line = order.lines.find((candidate) => candidate.id === chosen.line_id)!;
    return sum + packsRefund(line, line.refunded.packs, chosen.quantity).grossCents;
  }, 0);
  const amounts = request.amounts.reduce((sum, part) => sum + part.amount_cents, 0);
  return lines + (request.shipping ? order.refundable.shippingCents : 0) + amounts;
}

/** Refund by line and packs, the shipping, or a free amount per VAT rate ("gedeeltelijke terugbetaling"). */
export function RefundForm({ order, act }: { order: OrderDetail; act: Act }) {
  const [total, setTotal] = useState(0);
  const lines = refundableLines(order);
  const rates = refundableRates(order);
  const recompute = (form: HTMLFormElement) => {
    const request = readForm(order, new FormData(form));
    setTotal(typeof request === 'string' ? 0 : estimate(order, request));
  };
  const chooseAll = (form: HTMLFormElement | null) => {
    if (!form) return;
    for (const line of lines) {
      const input = form.elements.namedItem(packsField(line.id));
      if (input instanceof HTMLInputElement) input.value = String(line.left);
    }
    const shipping = form.elements.namedItem('shipping');
    if (shipping instanceof HTMLInputElement) shipping.checked = true;
    for (const rate of rates) {
      const input = form.elements.namedItem(amountField(rate.rateBasisPoints));
      if (input instanceof HTMLInputElement) input.value = '';
    }
    recompute(form);
  };

  return (
    <ActionForm
      label={actionText.refund}
      confirm={text.confirm(formatEuro(total))}
      check={(data) => {
        const request = readForm(order, data);
        return typeof request === 'string' ? request : null;
      }}
      onFormChange={recompute}
      run={(data, key) => {
        const request = readForm(order, data);
        if (typeof request === 'string') return Promise.resolve(request);
        return act(
          'refund',
          { ...request, note: data.get('note'), idempotency_key: key },
          actionText.refunded,
        );
      }}
    >
      {lines.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="text-base font-semibold">{text.linesLegend}</legend>
          {lines.map((line) => (
            <label key={line.id} className="flex items-center justify-between gap-3 text-base">
              <span>{text.packs(line.name, line.left)}</span>
              <input
                name={packsField(line.id)}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.left}
                step={1}
                autoComplete="off"
                className={`${field} w-20 text-right`}
              />
            </label>
          ))}
        </fieldset>
      )}
      {order.refundable.shippingCents > 0 && (
        <label className="flex items-center gap-3 text-base">
          <input name="shipping" type="checkbox" className="h-5 w-5 accent-brand-600" />
          {text.shipping(formatEuro(order.refundable.shippingCents))}
        </label>
      )}
      <button
        type="button"
        className="btn-secondary justify-self-start"
        onClick={(event) => chooseAll(event.currentTarget.form)}
      >
        {text.chooseAll}
      </button>
      {rates.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="text-base font-semibold">{text.amountsLegend}</legend>
          {rates.map((rate) => (
            <label key={rate.rateBasisPoints} className="grid gap-1 text-base">
              {text.amountAt(formatVatRate(rate.rateBasisPoints), formatEuro(rate.cents))}
              <input
                name={amountField(rate.rateBasisPoints)}
                inputMode="decimal"
                autoComplete="off"
                className={field}
              />
            </label>
          ))}
        </fieldset>
      )}
      <label className="grid gap-1 text-base font-semibold">
        {actionText.reason}
        <input name="note" maxLength={500} className={field} />
      </label>
      <p aria-live="polite" className="text-lg font-semibold">
        {text.total(formatEuro(total))}
      </p>
    </ActionForm>
  );
}
