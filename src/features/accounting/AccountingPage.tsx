import { useCallback, useState } from 'react';
import AdminShell, { leaveWhenLoggedOut } from '~/components/staff/AdminShell';
import StaffTable, { staffCell, staffNumericCell, staffRow } from '~/components/staff/StaffTable';
import { useStaffData } from '~/components/staff/use-staff-data';
import { todayInNetherlands } from '~/lib/dates';
import * as accountingTexts from '~/lib/messages/accounting';
import { formatEuro } from '~/lib/money';
import { recentPeriods, type VatOverview } from './accounting';
import { downloadAccountingFile, fetchVatOverview } from './accounting.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { accounting: accountingTexts.accounting };

const text = messages.accounting;
const VAT_COLUMNS = [
  { label: text.columns.rubric },
  { label: text.columns.description },
  { label: text.columns.turnover, numeric: true },
  { label: text.columns.vat, numeric: true },
  { label: text.columns.refunded, numeric: true },
];

/** /admin/boekhouding: the VAT return's figures and the accountant's export (admin role). */
export default function AccountingPage() {
  return (
    <AdminShell requires="admin" current="accounting" title={text.title}>
      {() => <Accounting />}
    </AdminShell>
  );
}

function Accounting() {
  const periods = recentPeriods(todayInNetherlands());
  const [period, setPeriod] = useState(periods.quarters[0]!);
  const [exportFailed, setExportFailed] = useState(false);
  const { data, error, loading } = useStaffData<VatOverview>(
    useCallback(() => fetchVatOverview(period), [period]),
  );

  const download = async (file: 'export' | 'vatOverview') => {
    setExportFailed(false);
    try {
      await downloadAccountingFile(file, period);
    } catch (failure) {
      if (!leaveWhenLoggedOut(failure)) setExportFailed(true);
    }
  };

  return (
    <div className="mt-6 grid gap-8">
      <p className="max-w-3xl text-lg text-ink-soft">{text.intro}</p>
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-surface-line bg-white p-5">
        <label className="grid gap-1 text-lg font-medium">
          {text.periodLabel}
          <select
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
            className="rounded-lg border-2 border-surface-line px-3 py-2 text-lg"
          >
            <optgroup label={text.periodKindQuarter}>
              {periods.quarters.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </optgroup>
            <optgroup label={text.periodKindMonth}>
              {periods.months.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </optgroup>
          </select>
        </label>
        <button type="button" className="btn-primary" onClick={() => void download('export')}>
          {text.exportButton}
        </button>
        <button type="button" className="btn-secondary" onClick={() => void download('vatOverview')}>
          {text.overviewCsvButton}
        </button>
      </div>
      {(error || exportFailed) && (
        <p role="alert" className="rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
          {error ?? text.exportFailed}
        </p>
      )}
      {data && <Overview overview={data} busy={loading} />}
    </div>
  );
}

function Overview({ overview, busy }: { overview: VatOverview; busy: boolean }) {
  return (
    <section aria-labelledby="vat-overview-title" aria-busy={busy} className="grid gap-3">
      <h2 id="vat-overview-title" className="text-2xl font-semibold">
        {text.overviewHeading(overview.period)}
      </h2>
      <StaffTable
        caption={text.overviewCaption}
        captionShown
        columns={VAT_COLUMNS}
        foot={
          <tr className={`${staffRow} font-semibold`}>
            <th scope="row" colSpan={2} className={staffCell}>
              {text.total}
            </th>
            <td className={staffNumericCell}>{formatEuro(overview.totals.netCents)}</td>
            <td className={staffNumericCell}>{formatEuro(overview.totals.vatCents)}</td>
            <td className={staffCell} />
          </tr>
        }
      >
        {overview.rows.map((row) => (
          <tr key={row.rubric} className={staffRow}>
            <th scope="row" className={staffCell}>
              {row.rubric}
            </th>
            <td className={staffCell}>{text.rubricNames[row.rubric]}</td>
            <td className={staffNumericCell}>{formatEuro(row.netCents)}</td>
            <td className={staffNumericCell}>{formatEuro(row.vatCents)}</td>
            <td className={staffNumericCell}>{formatEuro(row.refundedNetCents)}</td>
          </tr>
        ))}
      </StaffTable>
      <p className="text-base text-ink-soft">{text.documents(overview.invoiceCount, overview.creditCount)}</p>
    </section>
  );
}
