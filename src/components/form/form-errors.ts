import * as shopTexts from '~/lib/messages/shop';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { form: shopTexts.form };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The shop's own check of a `noValidate` form before it is sent: an empty required field or an
 * e-mail address that cannot be one gets a Dutch message under it. The server checks again.
 */
export function formErrors(form: HTMLFormElement): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    // Text areas too: a required description left empty is caught before it is sent.
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || errors[element.name]) continue;
    const checkbox = element instanceof HTMLInputElement && element.type === 'checkbox';
    const value = checkbox ? (element.checked ? 'on' : '') : element.value.trim();
    if (element.required && !value) {
      errors[element.name] = checkbox
        ? messages.form.checkboxRequired
        : messages.form.required(labelOf(element));
    } else if (element.type === 'email' && value && !EMAIL.test(value)) {
      errors[element.name] = messages.form.invalidEmail;
    }
  }
  return errors;
}

/** Moves focus to the first field with an error, so the keyboard and screen reader land there. */
export function focusFirstError(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * Checks the form before it is sent: shows its field errors (or clears them) and answers whether it
 * may be sent; when not, focus moves to the first field with an error.
 */
export function checkForm(form: HTMLFormElement, show: (errors: Record<string, string>) => void): boolean {
  const found = formErrors(form);
  show(found);
  if (Object.keys(found).length === 0) return true;
  focusFirstError(form);
  return false;
}

function labelOf(element: HTMLInputElement | HTMLTextAreaElement): string {
  const label = element.labels?.[0];
  const own = label?.firstChild?.textContent ?? element.name;
  return own.replace(/\s*\(.*$/, '').trim();
}
