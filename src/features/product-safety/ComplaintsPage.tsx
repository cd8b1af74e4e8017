import { useCallback, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import AdminShell from '~/components/staff/AdminShell';
import { useStaffData } from '~/components/staff/use-staff-data';
import { formatDateTime } from '~/lib/dates';
import { failureMessage } from '~/lib/http';
import * as safetyTexts from '~/lib/messages/safety';
import * as staffTexts from '~/lib/messages/staff';
import { adminOrderPath } from '~/lib/routes';
import { COMPLAINT_STATUSES, type StaffComplaint } from './product-safety';
import { fetchComplaints, updateComplaint } from './product-safety.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { admin: staffTexts.admin, productSafety: safetyTexts.productSafety };

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
  const { data: complaints, error } = useStaffData(useCallback(() => fetchComplaints(), []));
  if (error) return <FormAlert text={error} />;
  return (
    <div className="mt-4 grid gap-6">
      <p className="text-lg text-ink-soft">{text.complaintsStaffIntro}</p>
      {!complaints ? (
        <p className="text-lg text-ink-soft">{messages.admin.loading}</p>
      ) : complaints.length === 0 ? (
        <p className="text-lg">{text.complaintsNone}</p>
      ) : (
        <ul className="grid gap-4">
          {complaints.map((complaint) => (
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
      setComplaint(await updateComplaint(complaint.id, { status, outcome, passed_to_manufacturer: passed }));
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
        <Field id={`${id}-status`} label={text.complaintStatus} required={false}>
          {(control) => (
            <select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as typeof status)}
            >
              {COMPLAINT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {text.complaintStatusLabels[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
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
      <Field id={`${id}-outcome`} label={text.complaintOutcome} required={false}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value)}
          />
        )}
      </Field>
      {notice && <FormAlert kind={notice.ok ? 'status' : 'error'} text={notice.text} />}
      <button type="button" className="btn-secondary justify-self-start" onClick={save}>
        {text.complaintSave}
        <span className="sr-only"> ({complaint.orderNumber})</span>
      </button>
    </li>
  );
}
