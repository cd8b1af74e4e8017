import { withdrawal } from '~/lib/messages/account';

/** The HTTP client and the form checks load on the first send, not with the page (decision 015). */
const loadHttp = () => import('~/lib/http');
const loadFormErrors = () => import('~/components/form/form-errors');

/** /herroepen: the request form (order number + e-mail) and the confirm step of the mailed link. */
export function initWithdrawalPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-withdrawal-request]');
  if (form) {
    const status = form.querySelector<HTMLElement>('[data-withdrawal-status]')!;
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const [{ formErrors }, { api, apiErrorBody }] = await Promise.all([loadFormErrors(), loadHttp()]);
      const found = Object.entries(formErrors(form)).map(([name, text]) => [name, [text]]);
      if (found.length > 0) {
        status.textContent = '';
        showErrors(form, Object.fromEntries(found));
        return;
      }
      const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
      button.disabled = true;
      status.textContent = '';
      try {
        const answer = await api.post('/api/withdrawal/request', { json: data }).json<{ status: string }>();
        showErrors(form, {});
        status.textContent = answer.status;
      } catch (error) {
        const body = await apiErrorBody(error);
        showErrors(form, body?.errors ?? {});
        status.textContent = body?.errors ? '' : (body?.message ?? withdrawal.failure);
      } finally {
        button.disabled = false;
      }
    });
  }

  const confirm = document.querySelector<HTMLElement>('[data-withdrawal-confirm]');
  if (confirm) {
    const button = confirm.querySelector<HTMLButtonElement>('button')!;
    const status = confirm.querySelector<HTMLElement>('[data-withdrawal-status]')!;
    button.addEventListener('click', async () => {
      button.disabled = true;
      const { api, apiErrorBody } = await loadHttp();
      try {
        const answer = await api
          .post('/api/withdrawal/confirm', { json: { token: confirm.dataset.token } })
          .json<{ status: string }>();
        status.textContent = answer.status;
        button.remove();
      } catch (error) {
        status.textContent = (await apiErrorBody(error))?.message ?? withdrawal.failure;
        button.disabled = false;
      }
    });
  }
}

function showErrors(form: HTMLFormElement, errors: Record<string, string[]>) {
  for (const output of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const field = output.dataset.errorFor!;
    const text = errors[field]?.[0] ?? '';
    output.textContent = text;
    const input = form.elements.namedItem(field) as HTMLInputElement | null;
    if (text) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
  }
  const first = Object.keys(errors)[0];
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}
