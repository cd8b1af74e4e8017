import { type Comparison, change, type StatsResponse } from '../admin';
import { formatChange, formatEuro, formatNumber, formatPercent } from '../format';

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
    { label: 'Omzet incl. btw', value: figures.revenueCents, format: formatEuro },
    { label: 'Omzet excl. btw', value: figures.revenueExclVatCents, format: formatEuro },
    { label: 'Bestellingen', value: figures.orders, format: formatNumber },
    { label: 'Gemiddelde bestelwaarde', value: figures.averageOrderCents, format: formatEuro },
    {
      label: 'Nieuwe klanten',
      value: figures.newCustomers,
      format: formatNumber,
      hint: 'Eerste betaalde bestelling in deze periode',
    },
    {
      label: 'Terugkerende klanten',
      value: figures.repeatCustomerShare,
      format: formatPercent,
      hint: 'Deel van de klanten dat al eerder bestelde',
    },
    {
      label: 'Actieve abonnementen',
      value: figures.activeSubscriptions,
      format: formatNumber,
      hint: 'Aan het eind van de periode',
    },
    {
      label: 'Abonnementen per maand',
      value: figures.subscriptionMrrCents,
      format: formatEuro,
      hint: 'Terugkerende omzet per maand',
    },
    {
      label: 'Opgezegde abonnementen',
      value: figures.cancelledSubscriptions,
      format: formatNumber,
      higherIsBetter: false,
    },
    {
      label: 'Aanmeldingen nieuwsbrief',
      value: figures.newsletterSignups,
      format: formatNumber,
      hint: 'Bevestigd',
    },
  ];
  return (
    <section aria-labelledby="figures-title">
      <h2 id="figures-title" className="text-2xl font-bold">
        Kerncijfers
      </h2>
      <p className="mt-1 text-base text-ink-soft">
        Omzet telt betaalde, verzonden en bezorgde bestellingen; niet betaalde, geannuleerde en terugbetaalde
        niet.
      </p>
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
        Vorige periode: {previous === null ? '–' : figure.format(previous)}
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
