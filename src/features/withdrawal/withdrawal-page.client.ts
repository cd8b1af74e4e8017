import { withdrawal } from '~/lib/messages/account';

/** The HTTP client and the form checks load on the first send, not with the page (decision 015). */
const loadActions = () => import('./withdrawal.actions');
const loadFormErrors = () => import('~/components/form/form-errors');

/** /herroepen: the request form (order number + e-mail) and the confirm step of the mailed link. */
export function initWithdrawalPage(): void {
  const form = document.querySelector<HTMLFormElement>('[data-withdrawal-request]');
  if (form) {
    const status = form.querySelector<HTMLElement>('[data-withdrawal-status]')!;
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const [{ formErrors }, { requestWithdrawal }] = await Promise.all([loadFormErrors(), loadActions()]);
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
      const result = await requestWithdrawal(data);
      if (result.ok) {
        showErrors(form, {});
        status.textContent = result.value;
      } else {
        showErrors(form, result.body?.errors ?? {});
        status.textContent = result.body?.errors ? '' : (result.body?.message ?? withdrawal.failure);
      }
      button.disabled = false;
    });
  }

  const confirm = document.querySelector<HTMLElement>('[data-withdrawal-confirm]');
  if (confirm) {
    const button = confirm.querySelector<HTMLButtonElement>('button')!;
    const status = confirm.querySelector<HTMLElement>('[data-withdrawal-status]')!;
    button.addEventListener('click', async () => {
      button.disabled = true;
      const { confirmWithdrawal } = await loadActions();
      const result = await confirmWithdrawal(confirm.dataset.token ?? '');
      if (result.ok) {
        status.textContent = result.value;
        button.remove();
      } else {
        status.textContent = result.body?.message ?? withdrawal.failure;
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
