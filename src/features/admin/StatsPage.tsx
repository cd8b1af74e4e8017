import AdminShell from '~/components/staff/AdminShell';
import * as staffScreensTexts from '~/lib/messages/staff-screens';
import { Charts } from './stats/Charts';
import { KeyFigures } from './stats/KeyFigures';
import { PeriodPicker } from './stats/PeriodPicker';
import { Ranking } from './stats/Ranking';
import { OrdersByStatus, PaymentMix } from './stats/StatusTables';
import { useStats } from './stats/use-stats';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { adminShell: staffScreensTexts.adminShell, statsCharts: staffScreensTexts.statsCharts };

/** /admin/stats: how the shop does, for the owner (admin role). Loaded only on this page. */
export default function StatsPage() {
  return (
    <AdminShell requires="admin" current="stats" title={messages.adminShell.stats}>
      {() => <Stats />}
    </AdminShell>
  );
}

/** Its grids have columns that may shrink (grid-cols-1): a wide table scrolls in its box, not the page. */
function Stats() {
  const state = useStats();
  const { stats, error, loading } = state;
  return (
    <div className="mt-6 grid grid-cols-1 gap-10">
      <PeriodPicker {...state} />
      {error && (
        <p role="alert" className="rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
          {error}
        </p>
      )}

      {stats && (
        <div
          aria-busy={loading}
          className={`grid grid-cols-1 gap-10 transition-opacity ${loading ? 'opacity-60' : ''}`}
        >
          <KeyFigures stats={stats} />
          <Charts stats={stats} />
          <div className="grid grid-cols-1 gap-10 xl:grid-cols-2">
            <Ranking
              title={messages.statsCharts.topProducts}
              items={stats.topProducts}
              noun={messages.statsCharts.product}
            />
            <Ranking
              title={messages.statsCharts.topCategories}
              items={stats.topCategories}
              noun={messages.statsCharts.category}
            />
          </div>
          <div className="grid grid-cols-1 gap-10 xl:grid-cols-2">
            <PaymentMix stats={stats} />
            <OrdersByStatus stats={stats} />
          </div>
        </div>
      )}
    </div>
  );
}
