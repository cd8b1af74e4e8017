import StaffTable, { staffCell, staffNumericCell, staffRow } from '~/components/staff/StaffTable';
import type { RankedItem } from '~/features/admin/stats/stats';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { formatEuro } from '~/lib/money';
import { formatNumber } from '../format';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { statsRanking: staffScreensTexts.statsRanking };

const text = messages.statsRanking;

/** The best sellers of the period, by revenue and by units. */
export function Ranking(props: {
  title: string;
  noun: string;
  items: { byRevenue: RankedItem[]; byUnits: RankedItem[] };
}) {
  return (
    <section aria-label={props.title} className="rounded-2xl border border-surface-line bg-white p-5">
      <h2 className="text-2xl font-bold">{props.title}</h2>
      {/* Side by side only where the panel is wide: beside the other ranking (xl) it is not. */}
      <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2">
        <RankTable caption={text.byRevenue} noun={props.noun} items={props.items.byRevenue} />
        <RankTable caption={text.byUnits} noun={props.noun} items={props.items.byUnits} />
      </div>
    </section>
  );
}

function RankTable({ caption, noun, items }: { caption: string; noun: string; items: RankedItem[] }) {
  const columns = [
    { label: noun },
    { label: text.units, numeric: true },
    { label: text.revenue, numeric: true },
  ];
  return (
    <StaffTable
      caption={caption}
      captionShown
      framed={false}
      columns={columns}
      emptyText={items.length === 0 ? text.none : undefined}
    >
      {items.map((item) => (
        <tr key={`${item.id}-${item.name}`} className={staffRow}>
          <th scope="row" className={`${staffCell} font-normal`}>
            {item.name}
          </th>
          <td className={`${staffNumericCell} whitespace-nowrap`}>{formatNumber(item.units)}</td>
          <td className={`${staffNumericCell} whitespace-nowrap`}>{formatEuro(item.revenueCents)}</td>
        </tr>
      ))}
    </StaffTable>
  );
}
