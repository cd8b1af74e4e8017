import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import InvoiceDownloads from '~/features/invoices/InvoiceDownloads';
import { messages } from '~/lib/messages';
import AdminShell, { leaveWhenLoggedOut } from './AdminShell';
import type { OrderDetail } from './admin';
import { failureMessage, failureStatus, fetchOrder, type OrderAction, orderAction } from './admin.actions';
import { formatDateTime, formatEuro, paymentMethodLabel } from './format';
import StatusBadge from './StatusBadge';
import StockEditor from './StockEditor';

/** /admin/orders/{number}: everything about one order, and what staff can do with it. */
export default function OrderPage({ number }: { number: string }) {
  return (
    <AdminShell requires="editor" current="orders" title={`Bestelling ${number}`}>
      {() => <Order number={number} />}
    </AdminShell>
  );
}

const ACTOR_LABELS: Record<string, string> = {
  webhook: 'Betaaldienst',
  system: 'Systeem',
  customer: 'Klant',
  staff: 'Medewerker',
};

function Order({ number }: { number: string }) {
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    fetchOrder(number)
      .then(setOrder)
      .catch(async (failure: unknown) => {
        if (leaveWhenLoggedOut(failure)) return;
        setError(
          failureStatus(failure) === 403
            ? messages.admin.noAccess
            : await failureMessage(failure, messages.admin.loadFailed),
        );
      });
  }, [number]);

  /** Runs an action; the answer is the order as it is now. Answers an error text, or null when it worked. */
  const act = async (
    action: OrderAction,
    body: Record<string, unknown>,
    done: string,
  ): Promise<string | null> => {
    try {
      setOrder(await orderAction(number, action, body));
      setNotice(done);
      return null;
    } catch (failure) {
      if (leaveWhenLoggedOut(failure)) return null;
      // The order may have changed meanwhile (someone else acted): show it as it is now.
      void fetchOrder(number).then(setOrder, () => undefined);
      return failureMessage(failure, messages.admin.actionFailed);
    }
  };

  if (error)
    return (
      <p role="alert" className="mt-6 rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
        {error}
      </p>
    );
  if (!order) return <p className="mt-6 text-lg text-ink-soft">{messages.admin.loading}</p>;

  const { address } = order;
  return (
    <div className="mt-4 grid gap-8">
      <p>
        <a href="/admin/orders" className="rounded text-lg text-brand-700 underline focus-ring">
          ← Alle bestellingen
        </a>
      </p>
      <div className="flex flex-wrap items-center gap-4 text-lg">
        <StatusBadge status={order.status} />
        <span>Besteld op {formatDateTime(order.createdAt)}</span>
        {order.isSubscription && (
          <span className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
            Abonnement, elke {order.subscriptionIntervalWeeks} weken
          </span>
        )}
      </div>
      <p role="status" className="text-lg font-semibold text-brand-800">
        {notice}
      </p>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 gap-8">
          <Panel title="Producten">
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-base">
                <thead>
                  <tr className="border-b-2 border-surface-line">
                    <th scope="col" className="py-2 pr-3">
                      Product
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      Aantal
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      Prijs
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      Totaal
                    </th>
                    <th scope="col" className="py-2">
                      Voorraad nu
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line) => (
                    <tr key={line.id} className="border-b border-surface-line align-top">
                      <th scope="row" className="py-2 pr-3 font-semibold">
                        {line.productName}
                        {line.variationName && (
                          <span className="block font-normal text-ink-soft">{line.variationName}</span>
                        )}
                      </th>
                      <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatEuro(line.unitPriceCents)}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatEuro(line.lineTotalCents)}</td>
                      <td className="py-2">
                        {line.stockItem ? (
                          <StockEditor item={line.stockItem} />
                        ) : (
                          <span className="text-ink-soft">Niet meer in het assortiment</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-base">
              <dt>Subtotaal</dt>
              <dd className="text-right tabular-nums">{formatEuro(order.subtotalCents)}</dd>
              <dt>Verzendkosten</dt>
              <dd className="text-right tabular-nums">
                {order.shippingCents === 0 ? messages.checkout.shippingFree : formatEuro(order.shippingCents)}
              </dd>
              <dt className="font-bold">Totaal</dt>
              <dd className="text-right font-bold tabular-nums">{formatEuro(order.totalCents)}</dd>
              <dt className="text-ink-soft">Waarvan btw</dt>
              <dd className="text-right tabular-nums text-ink-soft">{formatEuro(order.vatCents)}</dd>
              {order.refundedCents > 0 && (
                <>
                  <dt className="font-semibold text-accent-700">Terugbetaald</dt>
                  <dd className="text-right font-semibold tabular-nums text-accent-700">
                    {formatEuro(order.refundedCents)}
                  </dd>
                </>
              )}
            </dl>
            {order.invoices.length > 0 && (
              <div className="mt-4 flex flex-wrap gap-3">
                <InvoiceDownloads invoices={order.invoices} endpoint="/api/admin/invoices" />
              </div>
            )}
          </Panel>

          <Panel title="Betalingen">
            {order.payments.length === 0 ? (
              <p className="text-lg">Nog geen betaling.</p>
            ) : (
              <ul className="grid gap-4">
                {order.payments.map((payment) => (
                  <li key={payment.id} className="rounded-xl border border-surface-line p-4">
                    <p className="font-semibold">
                      {paymentMethodLabel(payment.method)} · {formatEuro(payment.amountCents)} ·{' '}
                      {payment.status}
                    </p>
                    <p className="text-base text-ink-soft">
                      {payment.provider} {payment.providerPaymentId}, aangemaakt{' '}
                      {formatDateTime(payment.createdAt)}
                      {payment.paidAt ? `, betaald ${formatDateTime(payment.paidAt)}` : ''}
                    </p>
                    {payment.refunds.map((refund) => (
                      <p key={refund.id} className="mt-1 text-base">
                        Terugbetaald: {formatEuro(refund.amountCents)} op {formatDateTime(refund.createdAt)}
                        {refund.actor ? ` door ${refund.actor}` : ''} ({refund.status})
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel title="Geschiedenis">
            <ol className="grid gap-3">
              {order.history.map((entry) => (
                <li key={entry.id} className="border-l-4 border-brand-200 pl-4">
                  <p className="font-semibold">
                    {entry.fromStatus && entry.fromStatus !== entry.toStatus
                      ? `${messages.admin.statusLabels[entry.fromStatus]} → ${messages.admin.statusLabels[entry.toStatus]}`
                      : messages.admin.statusLabels[entry.toStatus]}
                  </p>
                  <p className="text-base text-ink-soft">
                    {formatDateTime(entry.createdAt)} ·{' '}
                    {entry.actorName ?? ACTOR_LABELS[entry.actor] ?? entry.actor}
                  </p>
                  {entry.note && <p className="text-base">{entry.note}</p>}
                </li>
              ))}
            </ol>
          </Panel>
        </div>

        <div className="grid h-max gap-8">
          <Panel title="Acties">
            <Actions order={order} act={act} />
          </Panel>
          <Panel title="Klant en bezorgadres">
            <address className="not-italic text-lg">
              {order.customer.firstName} {order.customer.lastName}
              <br />
              {address.street} {address.streetNumber}
              {address.streetAddition ? ` ${address.streetAddition}` : ''}
              <br />
              {address.postcode} {address.city}
              <br />
              {address.country}
            </address>
            <p className="mt-3 text-lg">
              <a
                href={`mailto:${order.customer.email}`}
                className="rounded text-brand-700 underline focus-ring"
              >
                {order.customer.email}
              </a>
            </p>
            <p className="mt-1 text-base text-ink-soft">
              {order.customer.hasAccount ? 'Heeft een account' : 'Besteld zonder account'} · Betaalmethode:{' '}
              {paymentMethodLabel(order.paymentMethod)}
            </p>
            {order.trackAndTrace && (
              <p className="mt-1 text-base">Track-en-tracecode: {order.trackAndTrace}</p>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-surface-line bg-white p-5">
      <h2 className="mb-4 text-2xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

type Act = (action: OrderAction, body: Record<string, unknown>, done: string) => Promise<string | null>;

function Actions({ order, act }: { order: OrderDetail; act: Act }) {
  const { actions } = order;
  if (!actions.ship && !actions.deliver && !actions.cancel && !actions.refund) {
    return <p className="text-lg">Er zijn geen acties meer mogelijk voor deze bestelling.</p>;
  }
  const remaining = order.totalCents - order.refundedCents;
  return (
    <div className="grid gap-6">
      {actions.ship && (
        <ActionForm
          label="Markeer als verzonden"
          run={(data) =>
            act(
              'ship',
              { track_and_trace: data.get('track_and_trace') },
              'De bestelling is verzonden en de klant heeft een e-mail gekregen.',
            )
          }
        >
          <label className="grid gap-1 text-base font-semibold">
            Track-en-tracecode (niet verplicht)
            <input
              name="track_and_trace"
              autoComplete="off"
              maxLength={40}
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
        </ActionForm>
      )}
      {actions.deliver && (
        <ActionForm label="Markeer als bezorgd" run={() => act('deliver', {}, 'De bestelling is bezorgd.')} />
      )}
      {actions.refund && remaining > 0 && (
        <ActionForm
          label="Terugbetalen"
          confirm={`Weet je het zeker? Het geld gaat via de betaaldienst terug naar de klant.`}
          run={(data) => {
            const euros = String(data.get('amount') ?? '')
              .trim()
              .replace(',', '.');
            const cents = euros === '' ? undefined : Math.round(Number(euros) * 100);
            if (cents !== undefined && (!Number.isFinite(cents) || cents <= 0)) {
              return Promise.resolve('Vul een bedrag in euro in, bijvoorbeeld 12,50.');
            }
            return act(
              'refund',
              { amount_cents: cents, note: data.get('note') },
              'Het bedrag is terugbetaald.',
            );
          }}
        >
          <label className="grid gap-1 text-base font-semibold">
            Bedrag in euro (leeg: alles, {formatEuro(remaining)})
            <input
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
          <label className="grid gap-1 text-base font-semibold">
            Reden (niet verplicht)
            <input
              name="note"
              maxLength={500}
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
        </ActionForm>
      )}
      {actions.cancel && (
        <ActionForm
          label="Annuleer bestelling"
          danger
          confirm={
            order.status === 'paid'
              ? 'Weet je het zeker? De klant krijgt het hele bedrag terug en de voorraad komt terug.'
              : 'Weet je het zeker? De bestelling wordt geannuleerd.'
          }
          run={(data) => act('cancel', { note: data.get('note') }, 'De bestelling is geannuleerd.')}
        >
          <label className="grid gap-1 text-base font-semibold">
            Reden (niet verplicht)
            <input
              name="note"
              maxLength={500}
              className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
            />
          </label>
        </ActionForm>
      )}
    </div>
  );
}

/**
 * One action as a small form. Actions that move money or cannot be undone ask
 * for a second, explicit click (no browser pop-up: it works with every input method).
 */
function ActionForm(props: {
  label: string;
  confirm?: string;
  danger?: boolean;
  run: (data: FormData) => Promise<string | null>;
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.confirm && !confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    setError(await props.run(new FormData(event.currentTarget)));
    setBusy(false);
    setConfirming(false);
  };

  const buttonClass = props.danger
    ? 'inline-flex items-center justify-center rounded-lg border-2 border-accent-600 bg-white px-5 py-3 text-lg font-semibold text-accent-700 hover:bg-accent-100 focus-ring disabled:opacity-60'
    : 'btn-primary';
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 border-t border-surface-line pt-4 first:border-t-0 first:pt-0"
    >
      {props.children}
      {confirming && (
        <p role="alert" className="text-lg font-semibold text-accent-700">
          {props.confirm}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          {busy ? 'Bezig...' : confirming ? `Ja, ${props.label.toLowerCase()}` : props.label}
        </button>
        {confirming && (
          <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
            Nee, terug
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-lg font-semibold text-accent-700">
          {error}
        </p>
      )}
    </form>
  );
}
