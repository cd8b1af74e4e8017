import { useCallback, useState } from 'react';
import FormAlert from '~/components/form/FormAlert';
import { fieldStyles } from '~/components/form/field-styles';
import AdminShell from '~/features/admin/AdminShell';
import { failureMessage } from '~/features/admin/admin.actions';
import { useStaffData } from '~/features/admin/use-staff-data';
import { formatDateTime } from '~/lib/dates';
import { api } from '~/lib/http';
import { messages } from '~/lib/messages';
import { adminOrderPath } from '~/lib/routes';
import { COMPLAINT_STATUSES, type StaffComplaint } from './product-safety';

const text = messages.productSafety;

/** /admin/klachten: the complaints register (status, outcome, passed to the manufacturer). */
export default function ComplaintsPage() {
  return (
    <AdminShell requires="editor" current="complaints" title={text.complaintsStaffTitle}>
      {() => <Register />}
    </AdminShell>
  );
}

function Register() {
  const { data, error } = useStaffData(
    useCallback(() => api.get('/api/admin/complaints').json<{ complaints: StaffComplaint[] }>(), []),
  );
  if (error) return <FormAlert text={error} />;
  return (
    <div className="mt-4 grid gap-6">
      <p className="text-lg text-ink-soft">{text.complaintsStaffIntro}</p>
      {!data ? (
        <p className="text-lg text-ink-soft">{messages.admin.loading}</p>
      ) : data.complaints.length === 0 ? (
        <p className="text-lg">{text.complaintsNone}</p>
      ) : (
        <ul className="grid gap-4">
          {data.complaints.map((complaint) => (
            <ComplaintCard key={complaint.id} initial={complaint} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ComplaintCard({ initial }: { initial: StaffComplaint }) {
  const [complaint, setComplaint] = useState(initial);
  const [status, setStatus] = useState(initial.status);
  const [outcome, setOutcome] = useState(initial.outcome);
  const [passed, setPassed] = useState(initial.passedToManufacturerAt !== null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const id = `complaint-${complaint.id}`;

  const save = async () => {
    try {
      const body = await api
        .patch(`/api/admin/complaints/${complaint.id}`, {
          json: { status, outcome, passed_to_manufacturer: passed },
        })
        .json<{ complaint: StaffComplaint }>();
      setComplaint(body.complaint);
      setNotice({ ok: true, text: text.complaintSaved });
    } catch (failure) {
      setNotice({ ok: false, text: await failureMessage(failure, messages.admin.actionFailed) });
    }
  };

  return (
    <li className="grid gap-3 rounded-2xl border border-surface-line bg-white p-5 text-lg">
      <h2 className="text-xl font-bold">
        <a
          href={adminOrderPath(complaint.orderNumber)}
          className="rounded text-brand-700 underline focus-ring"
        >
          {complaint.orderNumber}
        </a>{' '}
        · {complaint.product}
      </h2>
      <p className="text-base text-ink-soft">
        {formatDateTime(complaint.createdAt)} · {complaint.email}
      </p>
      <p className="whitespace-pre-line">{complaint.description}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-status`} className={fieldStyles.label}>
            {text.complaintStatus}
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as typeof status)}
            className={fieldStyles.input}
          >
            {COMPLAINT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {text.complaintStatusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-center gap-3 self-end pb-3">
          <input
            type="checkbox"
            checked={passed}
            onChange={(event) => setPassed(event.target.checked)}
            className="h-5 w-5 accent-brand-600"
          />
          {text.complaintPassed}
        </label>
      </div>
      {complaint.passedToManufacturerAt && (
        <p className="text-base text-ink-soft">
          {text.complaintPassedOn(formatDateTime(complaint.passedToManufacturerAt))}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-outcome`} className={fieldStyles.label}>
          {text.complaintOutcome}
        </label>
        <textarea
          id={`${id}-outcome`}
          rows={3}
          value={outcome}
          onChange={(event) => setOutcome(event.target.value)}
          className={fieldStyles.input}
        />
      </div>
      {notice && <FormAlert kind={notice.ok ? 'status' : 'error'} text={notice.text} />}
      <button type="button" className="btn-secondary justify-self-start" onClick={save}>
        {text.complaintSave}
        <span className="sr-only"> ({complaint.orderNumber})</span>
      </button>
    </li>
  );
}
