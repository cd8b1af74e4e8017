import { useCallback, useState } from 'react';
import FormAlert from '~/components/form/FormAlert';
import AdminShell from '~/components/staff/AdminShell';
import StaffTable, { staffCell, staffRow } from '~/components/staff/StaffTable';
import { useStaffData } from '~/components/staff/use-staff-data';
import {
  type DiscountCodeView,
  discountCodeState,
  formatDiscountValue,
} from '~/features/discounts/discounts';
import { formatShortDate, todayInNetherlands } from '~/lib/dates';
import { failureMessage } from '~/lib/http';
import * as discountsTexts from '~/lib/messages/discounts';
import * as staffTexts from '~/lib/messages/staff';
import { formatEuro } from '~/lib/money';
import DiscountForm from './DiscountForm';
import { deactivateDiscount, fetchDiscounts } from './discount-admin.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  admin: staffTexts.admin,
  discounts: discountsTexts.discounts,
  discountsScreen: discountsTexts.discountsScreen,
};

const text = messages.discounts;
const screen = messages.discountsScreen;
const day = (value: string | null) => (value ? formatShortDate(`${value}T12:00:00Z`) : null);

/** /admin/discounts: every code with its uses; admins create, change and switch codes off. */
export default function DiscountsAdminPage() {
  return (
    <AdminShell requires="editor" current="discounts" title={screen.title}>
      {(user) => <DiscountList isAdmin={user.role === 'admin'} />}
    </AdminShell>
  );
}

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; code: DiscountCodeView };

function DiscountList({ isAdmin }: { isAdmin: boolean }) {
  const load = useCallback(() => fetchDiscounts(), []);
  const { data, setData, error } = useStaffData(load);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [status, setStatus] = useState('');
  const [actionError, setActionError] = useState('');

  const replace = (code: DiscountCodeView) =>
    setData(
      (current) =>
        current && {
          ...current,
          codes: current.codes.some((other) => other.id === code.id)
            ? current.codes.map((other) => (other.id === code.id ? code : other))
            : [code, ...current.codes],
        },
    );

  const switchOff = async (code: DiscountCodeView) => {
    setActionError('');
    try {
      replace(await deactivateDiscount(code.id));
      setStatus(`${code.code}: ${text.deactivated}`);
    } catch (failure) {
      setActionError(await failureMessage(failure, messages.admin.loadFailed));
    }
  };

  return (
    <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6">
      <p className="max-w-3xl text-lg text-ink-soft">
        {screen.intro} {isAdmin ? screen.adminNote : text.adminOnly}
      </p>
      {isAdmin && editing.mode === 'closed' && (
        <p>
          <button type="button" className="btn-primary" onClick={() => setEditing({ mode: 'new' })}>
            {screen.newCode}
          </button>
        </p>
      )}
      {data && editing.mode !== 'closed' && (
        <DiscountForm
          key={editing.mode === 'edit' ? editing.code.id : 'new'}
          editing={editing.mode === 'edit' ? editing.code : null}
          categories={data.categories}
          onSaved={(code) => {
            replace(code);
            setEditing({ mode: 'closed' });
            setStatus(`${code.code}: ${text.saved}`);
          }}
          onCancel={() => setEditing({ mode: 'closed' })}
        />
      )}
      <FormAlert kind="status" text={status} />
      <FormAlert text={error ?? actionError} />
      {!data && !error && <p className="text-lg text-ink-soft">{messages.admin.loading}</p>}
      {data && (
        <StaffTable
          label={screen.list}
          caption={screen.title}
          columns={screen.headings.map((heading) =>
            heading ? { label: heading } : { label: screen.actions, labelHidden: true },
          )}
          minWidth="min-w-[44rem]"
          emptyText={data.codes.length === 0 ? screen.none : undefined}
        >
          {data.codes.map((code) => (
            <tr key={code.id} className={`${staffRow} align-top`}>
              <th scope="row" className={`${staffCell} font-semibold`}>
                {code.code}
                {code.description && (
                  <span className="block font-normal text-ink-soft">{code.description}</span>
                )}
              </th>
              <td className={staffCell}>{formatDiscountValue(code)}</td>
              <td className={staffCell}>
                {code.minimum_order_cents > 0
                  ? screen.from(formatEuro(code.minimum_order_cents))
                  : screen.noMinimum}
                {code.category_ids.length > 0 && (
                  <span className="block">
                    {screen.only}{' '}
                    {code.category_ids
                      .map((id) => data.categories.find((category) => category.id === id)?.name ?? id)
                      .join(', ')}
                  </span>
                )}
                {code.max_uses_per_customer !== null && (
                  <span className="block">{screen.perCustomer(code.max_uses_per_customer)}</span>
                )}
              </td>
              <td className={staffCell}>
                {day(code.valid_from) ?? screen.now} – {day(code.valid_until) ?? screen.noEnd}
              </td>
              <td className={staffCell}>
                {code.uses}
                {code.max_uses !== null ? screen.of(code.max_uses) : ''}
                <span className="block text-ink-soft">{screen.paid(code.redeemed)}</span>
              </td>
              <td className={staffCell}>{screen[discountCodeState(code, todayInNetherlands())]}</td>
              <td className={staffCell}>
                {isAdmin && (
                  <span className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-secondary"
                      aria-label={screen.editCode(code.code)}
                      onClick={() => setEditing({ mode: 'edit', code })}
                    >
                      {screen.edit}
                    </button>
                    {code.is_active && (
                      <button
                        type="button"
                        className="btn-secondary"
                        aria-label={screen.switchOffCode(code.code)}
                        onClick={() => void switchOff(code)}
                      >
                        {screen.switchOff}
                      </button>
                    )}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </div>
  );
}
