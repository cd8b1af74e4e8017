import { type FormEvent, useEffect, useState } from 'react';
import { messages } from '~/lib/messages';
import AdminShell, { leaveWhenLoggedOut } from './AdminShell';
import {
  type Comparison,
  change,
  MAX_STATS_DAYS,
  type Period,
  type PeriodPreset,
  periodDays,
  presetPeriod,
  type RankedItem,
  type StatsResponse,
  todayInNetherlands,
} from './admin';
import { failureMessage, failureStatus, fetchStats } from './admin.actions';
import {
  formatBucket,
  formatChange,
  formatDay,
  formatEuro,
  formatNumber,
  formatPercent,
  paymentMethodLabel,
} from './format';
import TimeChart from './TimeChart';

const PRESETS: { id: PeriodPreset | 'custom'; label: string }[] = [
  { id: '7d', label: '7 dagen' },
  { id: '30d', label: '30 dagen' },
  { id: '12m', label: '12 maanden' },
  { id: 'custom', label: 'Eigen periode' },
];

/** /admin/stats: how the shop does, for the owner (admin role). Loaded only on this page. */
export default function StatsPage() {
  return (
    <AdminShell requires="admin" current="stats" title="Statistieken">
      {() => <Stats />}
    </AdminShell>
  );
}

function Stats() {
  const [preset, setPreset] = useState<PeriodPreset | 'custom'>('30d');
  const [period, setPeriod] = useState<Period>(() => presetPeriod('30d', todayInNetherlands()));
  const [custom, setCustom] = useState<Period>(period);
  const [customError, setCustomError] = useState<string | null>(null);
  const [stats, setStats] = useState<StatsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchStats(period)
      .then((body) => {
        if (!current) return;
        setStats(body);
        setError(null);
      })
      .catch(async (failure: unknown) => {
        if (!current || leaveWhenLoggedOut(failure)) return;
        setError(
          failureStatus(failure) === 403
            ? messages.admin.noAccessStats
            : await failureMessage(failure, messages.admin.loadFailed),
        );
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [period]);

  const choose = (id: PeriodPreset | 'custom') => {
    setPreset(id);
    if (id !== 'custom') setPeriod(presetPeriod(id, todayInNetherlands()));
  };

  const showCustom = (event: FormEvent) => {
    event.preventDefault();
    // The same rules as the API's (which checks again): both dates, in order, at most five years.
    const problem =
      !custom.from || !custom.to
        ? 'Kies een begin- en een einddatum.'
        : custom.from > custom.to
          ? 'De einddatum ligt voor de begindatum.'
          : periodDays(custom) > MAX_STATS_DAYS
            ? 'Kies een periode van hoogstens vijf jaar.'
            : null;
    setCustomError(problem);
    if (!problem) setPeriod({ ...custom });
  };

  return (
    <div className="mt-6 grid gap-10">
      <section aria-labelledby="period-title" className="rounded-2xl border border-surface-line bg-white p-5">
        <h2 id="period-title" className="sr-only">
          Periode
        </h2>
        <fieldset>
          <legend className="text-lg font-semibold">Periode</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PRESETS.map((option) => (
              <label
                key={option.id}
                className={`cursor-pointer rounded-lg border-2 px-4 py-2 text-lg font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                  preset === option.id
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-surface-line bg-white text-ink hover:border-brand-600'
                }`}
              >
                <input
                  type="radio"
                  name="period"
                  value={option.id}
                  checked={preset === option.id}
                  onChange={() => choose(option.id)}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        {preset === 'custom' && (
          <form onSubmit={showCustom} className="mt-4 flex flex-wrap items-end gap-4" noValidate>
            <label className="grid gap-1 text-base font-medium">
              Van
              <input
                type="date"
                value={custom.from}
                onChange={(event) => setCustom({ ...custom, from: event.target.value })}
                className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
              />
            </label>
            <label className="grid gap-1 text-base font-medium">
              Tot en met
              <input
                type="date"
                value={custom.to}
                onChange={(event) => setCustom({ ...custom, to: event.target.value })}
                className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg focus-ring"
              />
            </label>
            <button type="submit" className="btn-primary">
              Toon periode
            </button>
            {customError && (
              <p role="alert" className="w-full text-lg font-semibold text-accent-700">
                {customError}
              </p>
            )}
          </form>
        )}
        <p className="mt-4 text-base text-ink-soft" aria-live="polite">
          {stats
            ? `${formatDay(stats.period.from)} t/m ${formatDay(stats.period.to)}, vergeleken met ${formatDay(stats.previous.from)} t/m ${formatDay(stats.previous.to)}`
            : messages.admin.loading}
          {loading && stats ? ` (${messages.admin.loading.toLowerCase()})` : ''}
        </p>
      </section>

      {error && (
        <p role="alert" className="rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
          {error}
        </p>
      )}

      {stats && (
        <div aria-busy={loading} className={`grid gap-10 transition-opacity ${loading ? 'opacity-60' : ''}`}>
          <KeyFigures stats={stats} />
          <Charts stats={stats} />
          <div className="grid gap-10 xl:grid-cols-2">
            <Ranking title="Best verkochte producten" items={stats.topProducts} noun="Product" />
            <Ranking title="Best verkochte categorieën" items={stats.topCategories} noun="Categorie" />
          </div>
          <div className="grid gap-10 xl:grid-cols-2">
            <PaymentMix stats={stats} />
            <OrdersByStatus stats={stats} />
          </div>
        </div>
      )}
    </div>
  );
}

interface Figure {
  label: string;
  value: Comparison | { current: number | null; previous: number | null };
  format: (value: number) => string;
  /** For cancellations more is worse. */
  higherIsBetter?: boolean;
  hint?: string;
}

function KeyFigures({ stats }: { stats: StatsResponse }) {
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

function Charts({ stats }: { stats: StatsResponse }) {
  const labels = stats.series.map((point) => formatBucket(point.bucket, stats.bucket));
  const unit = stats.bucket === 'day' ? 'Dag' : 'Maand';
  return (
    <div className="grid gap-10 xl:grid-cols-2">
      <ChartFigure
        id="revenue"
        title={`Omzet per ${unit.toLowerCase()}`}
        labels={labels}
        unit={unit}
        current={stats.series.map((point) => point.revenueCents)}
        previous={stats.series.map((point) => point.previousRevenueCents)}
        format={formatEuro}
        axisFormat={(cents) => formatEuro(cents).replace(/,00$/, '')}
      />
      <ChartFigure
        id="orders"
        title={`Bestellingen per ${unit.toLowerCase()}`}
        labels={labels}
        unit={unit}
        current={stats.series.map((point) => point.orders)}
        previous={stats.series.map((point) => point.previousOrders)}
        format={formatNumber}
        axisFormat={formatNumber}
      />
    </div>
  );
}

function ChartFigure(props: {
  id: string;
  title: string;
  labels: string[];
  unit: string;
  current: number[];
  previous: number[];
  format: (value: number) => string;
  axisFormat: (value: number) => string;
}) {
  const series = [
    { label: 'Vorige periode', values: props.previous, color: '#6b7785', dashed: true },
    { label: 'Deze periode', values: props.current, color: '#17675f' },
  ];
  return (
    <figure
      aria-labelledby={`${props.id}-title`}
      className="rounded-2xl border border-surface-line bg-white p-5"
    >
      <figcaption id={`${props.id}-title`} className="text-2xl font-bold">
        {props.title}
      </figcaption>
      <p className="mt-1 text-base text-ink-soft">
        Doorgetrokken lijn: deze periode. Stippellijn: vorige periode.
      </p>
      <div className="mt-4">
        <TimeChart labels={props.labels} series={series} formatValue={props.axisFormat} />
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer rounded text-lg font-semibold text-brand-700 underline focus-ring">
          Toon als tabel
        </summary>
        {/* A scrolling region must be reachable by keyboard, so it can be scrolled without a mouse. */}
        <section
          aria-label={`${props.title} als tabel`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container needs focus to scroll by keyboard
          tabIndex={0}
          className="mt-3 max-h-96 overflow-auto rounded focus-ring"
        >
          <table className="w-full text-left text-base">
            <caption className="sr-only">{props.title}</caption>
            <thead>
              <tr className="border-b-2 border-surface-line">
                <th scope="col" className="py-2 pr-4">
                  {props.unit}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Deze periode
                </th>
                <th scope="col" className="py-2 text-right">
                  Vorige periode
                </th>
              </tr>
            </thead>
            <tbody>
              {props.labels.map((label, index) => (
                <tr key={label} className="border-b border-surface-line">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {label}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">
                    {props.format(props.current[index] ?? 0)}
                  </td>
                  <td className="py-1 text-right tabular-nums">{props.format(props.previous[index] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

function Ranking(props: {
  title: string;
  noun: string;
  items: { byRevenue: RankedItem[]; byUnits: RankedItem[] };
}) {
  return (
    <section aria-label={props.title} className="rounded-2xl border border-surface-line bg-white p-5">
      <h2 className="text-2xl font-bold">{props.title}</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <RankTable caption="Op omzet" noun={props.noun} items={props.items.byRevenue} />
        <RankTable caption="Op aantal" noun={props.noun} items={props.items.byUnits} />
      </div>
    </section>
  );
}

function RankTable({ caption, noun, items }: { caption: string; noun: string; items: RankedItem[] }) {
  return (
    <table className="w-full text-left text-base">
      <caption className="pb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-surface-line">
          <th scope="col" className="py-2 pr-3">
            {noun}
          </th>
          <th scope="col" className="py-2 pr-3 text-right">
            Stuks
          </th>
          <th scope="col" className="py-2 text-right">
            Omzet
          </th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && (
          <tr>
            <td colSpan={3} className="py-2 text-ink-soft">
              Geen verkopen in deze periode.
            </td>
          </tr>
        )}
        {items.map((item) => (
          <tr key={`${item.id}-${item.name}`} className="border-b border-surface-line">
            <th scope="row" className="py-2 pr-3 font-normal">
              {item.name}
            </th>
            <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(item.units)}</td>
            <td className="py-2 text-right tabular-nums">{formatEuro(item.revenueCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PaymentMix({ stats }: { stats: StatsResponse }) {
  const total = stats.paymentMethods.reduce((sum, method) => sum + method.revenueCents, 0);
  return (
    <section aria-labelledby="methods-title" className="rounded-2xl border border-surface-line bg-white p-5">
      <h2 id="methods-title" className="text-2xl font-bold">
        Betaalmethoden
      </h2>
      <table className="mt-4 w-full text-left text-base">
        <thead>
          <tr className="border-b-2 border-surface-line">
            <th scope="col" className="py-2 pr-3">
              Betaalmethode
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Bestellingen
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Omzet
            </th>
            <th scope="col" className="w-1/3 py-2">
              Aandeel
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.paymentMethods.map((method) => {
            const share = total ? method.revenueCents / total : 0;
            return (
              <tr key={method.method} className="border-b border-surface-line">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {paymentMethodLabel(method.method)}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(method.orders)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatEuro(method.revenueCents)}</td>
                <td className="py-2">
                  <span className="flex items-center gap-2">
                    <span
                      className="h-3 rounded bg-brand-500"
                      style={{ width: `${Math.max(share * 100, 1)}%` }}
                    />
                    <span className="tabular-nums">{formatPercent(share)}</span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function OrdersByStatus({ stats }: { stats: StatsResponse }) {
  return (
    <section aria-labelledby="status-title" className="rounded-2xl border border-surface-line bg-white p-5">
      <h2 id="status-title" className="text-2xl font-bold">
        Bestellingen per status
      </h2>
      <table className="mt-4 w-full text-left text-base">
        <thead>
          <tr className="border-b-2 border-surface-line">
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Deze periode
            </th>
            <th scope="col" className="py-2 text-right">
              Vorige periode
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.ordersByStatus.map((row) => (
            <tr key={row.status} className="border-b border-surface-line">
              <th scope="row" className="py-2 pr-3 font-normal">
                <a
                  href={`/admin/orders?status=${row.status}&from=${stats.period.from}&to=${stats.period.to}`}
                  className="rounded underline focus-ring"
                >
                  {messages.admin.statusLabels[row.status]}
                </a>
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{formatNumber(row.orders)}</td>
              <td className="py-2 text-right tabular-nums">{formatNumber(row.previous)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
