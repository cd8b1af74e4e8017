import { type Comparison, change, type StatsResponse } from '~/features/admin/stats/stats';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import { formatChange, formatNumber, formatPercent } from '../format';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { statsScreen: staffScreensTexts.statsScreen };

const text = messages.statsScreen;

interface Figure {
  label: string;
  value: Comparison | { current: number | null; previous: number | null };
  format: (value: number) => string;
  /** For cancellations more is worse. */
  higherIsBetter?: boolean;
  hint?: string;
}

/** The key figures of the period, each beside the previous period. */
export function KeyFigures({ stats }: { stats: StatsResponse }) {
  const { figures } = stats;
  const list: Figure[] = [
    { label: text.revenue, value: figures.revenueCents, format: formatEuro },
    { label: text.revenueExclVat, value: figures.revenueExclVatCents, format: formatEuro },
    { label: text.orders, value: figures.orders, format: formatNumber },
    { label: text.averageOrder, value: figures.averageOrderCents, format: formatEuro },
    {
      label: text.newCustomers,
      value: figures.newCustomers,
      format: formatNumber,
      hint: text.newCustomersHint,
    },
    {
      label: text.repeatCustomers,
      value: figures.repeatCustomerShare,
      format: formatPercent,
      hint: text.repeatCustomersHint,
    },
    {
      label: text.activeSubscriptions,
      value: figures.activeSubscriptions,
      format: formatNumber,
      hint: text.activeSubscriptionsHint,
    },
    {
      label: text.subscriptionMrr,
      value: figures.subscriptionMrrCents,
      format: formatEuro,
      hint: text.subscriptionMrrHint,
    },
    {
      label: text.cancelledSubscriptions,
      value: figures.cancelledSubscriptions,
      format: formatNumber,
      higherIsBetter: false,
    },
    {
      label: text.newsletterSignups,
      value: figures.newsletterSignups,
      format: formatNumber,
      hint: text.newsletterSignupsHint,
    },
  ];
  return (
    <section aria-labelledby="figures-title">
      <h2 id="figures-title" className="text-2xl font-bold">
        {text.keyFigures}
      </h2>
      <p className="mt-1 text-base text-ink-soft">{text.revenueRule}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {list.map((figure) => (
          <FigureCard key={figure.label} figure={figure} />
        ))}
      </dl>
    </section>
  );
}

function FigureCard({ figure }: { figure: Figure }) {
  const { current, previous } = figure.value;
  const delta = current !== null && previous !== null ? change(current, previous) : null;
  const good = delta === null || delta === 0 ? null : delta > 0 === (figure.higherIsBetter ?? true);
  return (
    <div className="flex flex-col rounded-2xl border border-surface-line bg-white p-5">
      <dt className="text-base font-semibold text-ink-soft">{figure.label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums text-ink">
        {current === null ? '–' : figure.format(current)}
      </dd>
      <dd className="mt-2 text-base text-ink-soft">
        {text.previousPeriod}: {previous === null ? '–' : figure.format(previous)}
        {delta !== null && (
          <span
            className={`ml-2 inline-block rounded-md px-2 font-semibold ${
              good === null
                ? 'bg-surface-soft text-ink'
                : good
                  ? 'bg-brand-100 text-brand-800'
                  : 'bg-accent-100 text-accent-700'
            }`}
          >
            <span aria-hidden="true">{delta > 0 ? '▲ ' : delta < 0 ? '▼ ' : ''}</span>
            {formatChange(delta)}
          </span>
        )}
      </dd>
      {figure.hint && <dd className="mt-1 text-sm text-ink-muted">{figure.hint}</dd>}
    </div>
  );
}
