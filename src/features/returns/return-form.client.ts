import { returns } from '~/lib/messages/returns';

/** /herroepen with a mailed link: the return of unopened packs per line (the link works once). */
export function initReturnForm(): void {
  const form = document.querySelector<HTMLFormElement>('[data-return-request]');
  if (!form) return;
  const status = form.querySelector<HTMLElement>('[data-return-status]')!;
  const error = form.querySelector<HTMLElement>('[data-return-error]')!;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const lines = [...form.querySelectorAll<HTMLInputElement>('input[name^="line-"]')].map((input) => ({
      line_id: Number(input.name.slice('line-'.length)),
      quantity: Number(input.value || 0),
    }));
    if (!lines.some((line) => line.quantity > 0)) {
      error.textContent = returns.nothingChosen;
      return;
    }
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    button.disabled = true;
    error.textContent = '';
    // The HTTP client loads on the first send, not with the page (decision 015).
    const { requestReturnByLink } = await import('./returns.actions');
    const result = await requestReturnByLink(form.dataset.token ?? '', lines);
    if (result.ok) {
      status.textContent = result.value;
      button.remove();
    } else {
      error.textContent = result.body?.errors?.lines?.[0] ?? result.body?.message ?? returns.failure;
      button.disabled = false;
    }
  });
}
