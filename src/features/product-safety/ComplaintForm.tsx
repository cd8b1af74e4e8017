import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import Field from '~/components/form/Field';
import FormAlert from '~/components/form/FormAlert';
import { focusFirstError, formErrors } from '~/components/form/form-errors';
import { $user } from '~/features/account/auth.store';
import { apiErrorBody } from '~/lib/http';
import * as accountTexts from '~/lib/messages/account';
import * as safetyTexts from '~/lib/messages/safety';
import * as shopTexts from '~/lib/messages/shop';
import { submitComplaint } from './product-safety.actions';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = {
  account: accountTexts.account,
  form: shopTexts.form,
  productSafety: safetyTexts.productSafety,
};

const text = messages.productSafety;

/** /klacht: a complaint about a delivered product (from the account, the contact page or a product). */
export default function ComplaintForm({ orderNumber }: { orderNumber: string }) {
  const user = useStore($user);
  const [form, setForm] = useState({ order_number: orderNumber, email: '', product: '', description: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [done, setDone] = useState('');
  const email = form.email || user?.email || '';

  const set = (field: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm({ ...form, [field]: event.target.value });
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const found = formErrors(element);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert(messages.form.fixErrors);
      return focusFirstError(element);
    }
    try {
      setDone(await submitComplaint({ ...form, email }));
    } catch (failure) {
      const body = await apiErrorBody(failure);
      setErrors(
        Object.fromEntries(Object.entries(body?.errors ?? {}).map(([field, list]) => [field, list[0] ?? ''])),
      );
      setAlert(body?.message ?? messages.account.failure);
    }
  };

  if (done) return <FormAlert kind="status" text={done} />;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <Field
        name="order_number"
        label={text.orderNumberLabel}
        value={form.order_number}
        onChange={set('order_number')}
        error={errors.order_number}
      />
      <Field
        name="email"
        type="email"
        label={messages.productSafety.complaintEmail}
        autoComplete="email"
        value={email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        name="product"
        label={text.productLabel}
        value={form.product}
        onChange={set('product')}
        error={errors.product}
      />
      <Field label={text.descriptionLabel} error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={6}
            value={form.description}
            onChange={set('description')}
          />
        )}
      </Field>
      <FormAlert text={alert} />
      <button type="submit" className="btn-primary justify-self-start">
        {text.complaintSubmit}
      </button>
    </form>
  );
}
