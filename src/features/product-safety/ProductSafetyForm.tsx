import { type FormEvent, useEffect, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import { failureMessage } from '~/features/admin/admin.actions';
import { Panel } from '~/features/admin/order/Panel';
import { apiErrorBody } from '~/lib/http';
import * as accountTexts from '~/lib/messages/account';
import * as safetyTexts from '~/lib/messages/safety';
import * as staffTexts from '~/lib/messages/staff';
import type { ProductSafetyInfo } from './product-safety';
import { fetchProductSafety, saveProductSafety } from './product-safety.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  accountForms: accountTexts.accountForms,
  admin: staffTexts.admin,
  productSafety: safetyTexts.productSafety,
};

const text = messages.productSafety;
const EMPTY: ProductSafetyInfo = {
  manufacturer_name: '',
  manufacturer_address: '',
  manufacturer_email: '',
  ce_marked: true,
  warnings: '',
};

/** Staff product editor: manufacturer, CE marking and warnings (PUT /api/admin/products/{id}/safety). */
export default function ProductSafetyForm({ productId }: { productId: number }) {
  const [form, setForm] = useState<ProductSafetyInfo | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    fetchProductSafety(productId)
      .then((safety) => setForm(safety ?? EMPTY))
      .catch(async (failure: unknown) =>
        setNotice({ ok: false, text: await failureMessage(failure, messages.admin.loadFailed) }),
      );
  }, [productId]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form) return;
    try {
      await saveProductSafety(productId, form);
      setErrors({});
      setNotice({ ok: true, text: text.saved });
    } catch (failure) {
      const body = await apiErrorBody(failure);
      setErrors(
        Object.fromEntries(Object.entries(body?.errors ?? {}).map(([field, list]) => [field, list[0] ?? ''])),
      );
      setNotice({ ok: false, text: body?.message ?? messages.admin.actionFailed });
    }
  };

  if (!form) return notice ? <FormAlert text={notice.text} /> : null;
  const set = (field: keyof ProductSafetyInfo) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });
  return (
    <Panel title={text.formTitle}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-base text-ink-soft">{text.formIntro}</p>
        <Field
          name="manufacturer_name"
          label={text.nameLabel}
          value={form.manufacturer_name}
          onChange={set('manufacturer_name')}
          error={errors.manufacturer_name}
        />
        <Field label={text.addressLabel} error={errors.manufacturer_address}>
          {(control) => (
            <textarea
              {...control}
              name="manufacturer_address"
              rows={3}
              value={form.manufacturer_address}
              onChange={set('manufacturer_address')}
            />
          )}
        </Field>
        <Field
          name="manufacturer_email"
          type="email"
          label={text.emailLabel}
          value={form.manufacturer_email}
          onChange={set('manufacturer_email')}
          error={errors.manufacturer_email}
        />
        <label className="flex items-center gap-3 text-lg">
          <input
            type="checkbox"
            checked={form.ce_marked}
            onChange={(event) => setForm({ ...form, ce_marked: event.target.checked })}
            className="h-5 w-5 accent-brand-600"
          />
          {text.ceLabel}
        </label>
        <Field label={text.warningsLabel} required={false} error={errors.warnings}>
          {(control) => (
            <textarea
              {...control}
              name="warnings"
              rows={5}
              value={form.warnings}
              onChange={set('warnings')}
            />
          )}
        </Field>
        {notice && <FormAlert kind={notice.ok ? 'status' : 'error'} text={notice.text} />}
        <button type="submit" className="btn-primary justify-self-start">
          {messages.accountForms.save}
        </button>
      </form>
    </Panel>
  );
}
