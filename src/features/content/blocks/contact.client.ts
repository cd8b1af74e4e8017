import { contact } from '~/lib/messages/shop';

/** The HTTP client loads on the first send, not with the page (decision 015). */
const loadActions = () => import('~/features/contact/contact.actions');

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The contact form sends JSON and shows the server's field errors next to the fields; what was
 * typed stays in place when sending fails. Without JavaScript the form still has labels and
 * the shop's phone and e-mail are next to it.
 */
export function initContactForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-contact-form]')) {
    const status = form.querySelector<HTMLElement>('[data-contact-status]')!;
    const showErrors = (errors: Record<string, string[]>) => {
      for (const field of FIELDS) {
        const input = form.elements.namedItem(field) as HTMLInputElement | null;
        const output = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
        const text = errors[field]?.[0] ?? '';
        if (output) output.textContent = text;
        if (text) input?.setAttribute('aria-invalid', 'true');
        else input?.removeAttribute('aria-invalid');
      }
      const first = FIELDS.find((field) => errors[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    };

    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const { sendContactMessage } = await loadActions();
      const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (button) button.disabled = true;
      status.textContent = '';
      status.classList.remove('text-accent-700', 'text-brand-700');
      const result = await sendContactMessage(data);
      if (result.ok) {
        showErrors({});
        form.reset();
        status.textContent = contact.sent;
        status.classList.add('text-brand-700');
      } else {
        showErrors(result.body?.errors ?? {});
        status.textContent = result.body?.errors ? (result.body.message ?? contact.failure) : contact.failure;
        status.classList.add('text-accent-700');
      }
      if (button) button.disabled = false;
    });
  }
}
