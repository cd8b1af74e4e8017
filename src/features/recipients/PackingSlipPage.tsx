import { useCallback } from 'react';
import AdminShell from '~/components/staff/AdminShell';
import { useStaffData } from '~/components/staff/use-staff-data';
import * as careTexts from '~/lib/messages/care';
import * as staffTexts from '~/lib/messages/staff';
import { adminOrderPath } from '~/lib/routes';
import { fetchPackingSlip } from './recipients.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, packingSlip: careTexts.packingSlip };

const text = messages.packingSlip;

/** /admin/orders/{number}/pakbon: the slip that goes in the parcel, printable, without prices. */
export default function PackingSlipPage({ number }: { number: string }) {
  return (
    <AdminShell requires="editor" current="orders" title={text.title(number)}>
      {() => <Slip number={number} />}
    </AdminShell>
  );
}

function Slip({ number }: { number: string }) {
  const load = useCallback(() => fetchPackingSlip(number), [number]);
  const { data: slip, error } = useStaffData(load);
  if (error)
    return (
      <p role="alert" className="mt-6 rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
        {error}
      </p>
    );
  if (!slip) return <p className="mt-6 text-lg text-ink-soft">{messages.admin.loading}</p>;
  return (
    <div className="mt-4 grid max-w-2xl gap-6">
      <p className="flex flex-wrap gap-4 print:hidden">
        <a href={adminOrderPath(number)} className="rounded text-lg text-brand-700 underline focus-ring">
          ← {text.backToOrder(number)}
        </a>
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          {text.print}
        </button>
      </p>
      <section aria-labelledby="slip-to" className="rounded-2xl border border-surface-line bg-white p-5">
        <h2 id="slip-to" className="text-2xl font-bold">
          {slip.pickupPoint ? text.pickupAt : text.deliverTo}
        </h2>
        <address className="mt-2 not-italic text-lg">
          {slip.name}
          <br />
          {slip.pickupPoint ?? slip.addressLines.join(', ')}
        </address>
      </section>
      <table className="w-full text-left text-lg">
        <thead>
          <tr className="border-b border-surface-line">
            <th scope="col" className="py-2">
              {text.product}
            </th>
            <th scope="col" className="py-2 text-right">
              {text.quantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line) => (
            <tr key={line.name} className="border-b border-surface-line">
              <td className="py-2 pr-4">{line.name}</td>
              <td className="py-2 text-right">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-base text-ink-soft">{text.note}</p>
    </div>
  );
}
