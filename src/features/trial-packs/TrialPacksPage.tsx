import { useCallback, useState } from 'react';
import Field from '~/components/form/Field';
import AdminShell from '~/components/staff/AdminShell';
import { useStaffData } from '~/components/staff/use-staff-data';
import { formatDateTime } from '~/lib/dates';
import { failureMessage } from '~/lib/http';
import * as staffTexts from '~/lib/messages/staff';
import * as trialTexts from '~/lib/messages/trial';
import type { StaffTrialRequest } from './trial-packs';
import { fetchTrialRequests, shipTrialPack } from './trial-packs.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, trialStaff: trialTexts.trialStaff };

const text = messages.trialStaff;

/** /admin/proefpakketten: trial requests to send (with stock per line), and those sent. */
export default function TrialPacksPage() {
  return (
    <AdminShell requires="editor" current="trials" title={text.title}>
      {() => <Requests />}
    </AdminShell>
  );
}

function Requests() {
  const { data: requests, setData, error } = useStaffData(useCallback(() => fetchTrialRequests(), []));
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const ship = async (request: StaffTrialRequest, trackAndTrace: string) => {
    try {
      await shipTrialPack(request.id, trackAndTrace);
      setNotice({ ok: true, text: text.shipped });
    } catch (failure) {
      setNotice({ ok: false, text: await failureMessage(failure, messages.admin.actionFailed) });
    }
    // The list as it is now (stock and statuses moved on).
    setData(await fetchTrialRequests().catch(() => requests));
  };

  if (error)
    return (
      <p role="alert" className="mt-6 rounded-xl border-2 border-accent-600 bg-accent-100 p-4 text-lg">
        {error}
      </p>
    );
  return (
    <div className="mt-4 grid gap-6">
      <p className="text-lg text-ink-soft">{text.intro}</p>
      <p role={notice && !notice.ok ? 'alert' : 'status'} className="text-lg font-semibold text-brand-800">
        {notice?.text}
      </p>
      {!requests ? (
        <p className="text-lg text-ink-soft">{messages.admin.loading}</p>
      ) : requests.length === 0 ? (
        <p className="text-lg">{text.none}</p>
      ) : (
        <ul className="grid gap-4">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} ship={ship} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestCard(props: {
  request: StaffTrialRequest;
  ship: (request: StaffTrialRequest, trackAndTrace: string) => Promise<void>;
}) {
  const { request } = props;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <li className="grid gap-3 rounded-2xl border border-surface-line bg-white p-5 text-lg">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">{request.name}</h2>
        <span className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
          {text.statusLabels[request.status]}
        </span>
      </div>
      <p>
        {request.addressLines.join(', ')} · {request.email}
      </p>
      <p className="text-base text-ink-soft">
        {text.requested} {formatDateTime(request.createdAt)}
        {request.followUpConsent ? ` · ${text.followUp}` : ''}
        {request.trackAndTrace ? ` · ${request.trackAndTrace}` : ''}
      </p>
      <ul className="list-disc pl-6">
        {request.lines.map((line) => (
          <li key={line.name}>
            {line.name} <span className="text-ink-soft">({text.stock(line.stock)})</span>
          </li>
        ))}
      </ul>
      {request.status === 'confirmed' && (
        <form
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            await props.ship(request, code);
            setBusy(false);
          }}
        >
          <Field
            name={`track-${request.id}`}
            label={text.trackAndTrace}
            required={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="btn-primary" disabled={busy}>
            {text.ship}
            <span className="sr-only"> ({request.name})</span>
          </button>
        </form>
      )}
    </li>
  );
}
