/** What the phone order screen's sections share: its lines, an empty address, its box styles. */
import type { PhoneCustomer } from './phone-orders';

export interface Line {
  product_id: number;
  product_variation_id: number | null;
  quantity: number;
  name: string;
}

export const lineKey = (line: Line) => `${line.product_id}:${line.product_variation_id ?? ''}`;

/** The same product and size chosen again adds to its line (one line per size, as in the cart). */
export function withLine(lines: Line[], line: Line): Line[] {
  const existing = lines.find((one) => lineKey(one) === lineKey(line));
  if (!existing) return [...lines, line];
  return lines.map((one) =>
    one === existing ? { ...one, quantity: Math.min(100, one.quantity + line.quantity) } : one,
  );
}

export type Address = NonNullable<PhoneCustomer['address']>;
export const EMPTY_ADDRESS: Address = {
  postcode: '',
  house_number: '',
  addition: null,
  street: '',
  city: '',
};
export const EMPTY_NEW = { email: '', first_name: '', last_name: '' };

export type Refusal = { message?: string; errors?: Record<string, string[]> };

export const boxClass = 'grid gap-4 rounded-2xl border border-surface-line bg-white p-5';
export const headingClass = 'text-xl font-semibold';
