/** The HTTP client and the texts load on the first sign-up, not with every page (decision 015). */
const loadSubmitModules = () =>
  Promise.all([import('~/features/newsletter/newsletter.actions'), import('~/lib/messages/shop')]);

/**
 * Footer sign-up (spec sections 4, 5, 8): empty shows a hint without a call; success
 * clears the field. An address the browser already sees is malformed gets its own
 * hint without a call; the server's field message wins over the general failure text.
 */
export function initNewsletterForm(): void {
  const form = document.querySelector<HTMLFormElement>('[data-newsletter-form]');
  const output = document.querySelector<HTMLElement>('[data-newsletter-message]');
  if (!form || !output) return;
  const input = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const show = (text: string, isError: boolean) => {
    output.textContent = text;
    output.classList.toggle('text-accent-700', isError);
    output.classList.toggle('text-brand-700', !isError);
    input.setAttribute('aria-invalid', String(isError));
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const [{ signUpForNewsletter }, { newsletter }] = await loadSubmitModules();
    const email = input.value.trim();
    if (!email) {
      show(newsletter.emptyEmail, true);
      input.focus();
      return;
    }
    if (input.validity.typeMismatch) {
      show(newsletter.invalidEmail, true);
      input.focus();
      return;
    }
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    const result = await signUpForNewsletter(email);
    if (result.ok) {
      show(newsletter.success, false);
      input.value = '';
    } else {
      console.warn('newsletter sign-up failed', result.error);
      show(result.body?.errors?.email?.[0] ?? newsletter.failure, true);
    }
    if (button) button.disabled = false;
  });
}
