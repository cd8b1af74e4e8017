import StaffTable, { staffCell, staffNumericCell, staffRow } from '~/components/staff/StaffTable';
import type { StatsResponse } from '~/features/admin/stats/stats';
import { formatCalendarBucket } from '~/lib/dates';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import { formatNumber } from '../format';
import TimeChart from '../TimeChart';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { statsCharts: staffScreensTexts.statsCharts };

const text = messages.statsCharts;

/** Revenue and orders over time, each as a line chart with a table beside it for screen readers. */
export function Charts({ stats }: { stats: StatsResponse }) {
  const labels = stats.series.map((point) => formatCalendarBucket(point.bucket, stats.bucket));
  const unit = stats.bucket === 'day' ? text.day : text.month;
  return (
    <div className="grid grid-cols-1 gap-10 xl:grid-cols-2">
      <ChartFigure
        id="revenue"
        title={text.revenuePer(unit)}
        labels={labels}
        unit={unit}
        current={stats.series.map((point) => point.revenueCents)}
        previous={stats.series.map((point) => point.previousRevenueCents)}
        format={formatEuro}
        axisFormat={(cents) => formatEuro(cents).replace(/,00$/, '')}
      />
      <ChartFigure
        id="orders"
        title={text.ordersPer(unit)}
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
    { label: text.previous, values: props.previous, color: '#6b7785', dashed: true },
    { label: text.current, values: props.current, color: '#17675f' },
  ];
  return (
    <figure
      aria-labelledby={`${props.id}-title`}
      className="rounded-2xl border border-surface-line bg-white p-5"
    >
      <figcaption id={`${props.id}-title`} className="text-2xl font-bold">
        {props.title}
      </figcaption>
      <p className="mt-1 text-base text-ink-soft">{text.legend}</p>
      <div className="mt-4">
        <TimeChart labels={props.labels} series={series} formatValue={props.axisFormat} />
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer rounded text-lg font-semibold text-brand-700 underline focus-ring">
          {text.showTable}
        </summary>
        {/* A scrolling region must be reachable by keyboard, so it can be scrolled without a mouse. */}
        <section
          aria-label={text.asTable(props.title)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container needs focus to scroll by keyboard
          tabIndex={0}
          className="mt-3 max-h-96 overflow-auto rounded focus-ring"
        >
          <StaffTable
            caption={props.title}
            framed={false}
            columns={[
              { label: props.unit },
              { label: text.current, numeric: true },
              { label: text.previous, numeric: true },
            ]}
          >
            {props.labels.map((label, index) => (
              <tr key={label} className={staffRow}>
                <th scope="row" className={`${staffCell} font-normal`}>
                  {label}
                </th>
                <td className={`${staffNumericCell} whitespace-nowrap`}>
                  {props.format(props.current[index] ?? 0)}
                </td>
                <td className={`${staffNumericCell} whitespace-nowrap`}>
                  {props.format(props.previous[index] ?? 0)}
                </td>
              </tr>
            ))}
          </StaffTable>
        </section>
      </details>
    </figure>
  );
}
