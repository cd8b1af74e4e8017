import { screen } from '@testing-library/react';

/** Escapes a text for use inside a regular expression. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The form control whose label starts with `label` (labels end in ' (verplicht)' when required). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${literal(label)}`)) as HTMLInputElement;
}
