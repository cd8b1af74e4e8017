import { messages } from '~/lib/messages';
import { formatEuro } from '~/lib/money';
import type { RankedItem } from '../admin';
import { formatNumber } from '../format';

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
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <RankTable caption={text.byRevenue} noun={props.noun} items={props.items.byRevenue} />
        <RankTable caption={text.byUnits} noun={props.noun} items={props.items.byUnits} />
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
          <th scope="col" className="py-2 pr-3 whitespace-nowrap text-right">
            {text.units}
          </th>
          <th scope="col" className="py-2 whitespace-nowrap text-right">
            {text.revenue}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && (
          <tr>
            <td colSpan={3} className="py-2 text-ink-soft">
              {text.none}
            </td>
          </tr>
        )}
        {items.map((item) => (
          <tr key={`${item.id}-${item.name}`} className="border-b border-surface-line">
            <th scope="row" className="py-2 pr-3 font-normal">
              {item.name}
            </th>
            <td className="py-2 pr-3 whitespace-nowrap text-right tabular-nums">
              {formatNumber(item.units)}
            </td>
            <td className="py-2 whitespace-nowrap text-right tabular-nums">
              {formatEuro(item.revenueCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
