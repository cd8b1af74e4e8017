import type { DiscountCodeView, DiscountInput } from '~/features/discounts/discounts';

/** The staff form's fields as typed (amounts in euros with a comma, days as yyyy-mm-dd). */
export interface DiscountFormValues {
  code: string;
  description: string;
  kind: 'percentage' | 'fixed';
  value: string;
  minimum: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  categoryIds: number[];
  isActive: boolean;
}

export const EMPTY_DISCOUNT: DiscountFormValues = {
  code: '',
  description: '',
  kind: 'percentage',
  value: '',
  minimum: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  categoryIds: [],
  isActive: true,
};

/** '12,50', '12.5', '€ 12' -> 1250; NaN when it is no amount (the server then names the field). */
export function eurosToCents(typed: string): number {
  const cleaned = typed.replace(/[€\s]/g, '').replace(',', '.');
  if (cleaned === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

const centsToTyped = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const count = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** The API's input from the form (the server validates it again and answers per field). */
export function inputOf(values: DiscountFormValues): DiscountInput {
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    value: values.kind === 'percentage' ? Number(values.value) : eurosToCents(values.value),
    minimum_order_cents: eurosToCents(values.minimum),
    valid_from: values.validFrom || null,
    valid_until: values.validUntil || null,
    max_uses: count(values.maxUses),
    max_uses_per_customer: count(values.maxUsesPerCustomer),
    category_ids: values.categoryIds,
    is_active: values.isActive,
  };
}

/** A stored code as the form shows it. */
export function valuesOf(code: DiscountCodeView): DiscountFormValues {
  return {
    code: code.code,
    description: code.description,
    kind: code.kind,
    value: code.kind === 'percentage' ? String(code.value) : centsToTyped(code.value),
    minimum: code.minimum_order_cents ? centsToTyped(code.minimum_order_cents) : '',
    validFrom: code.valid_from ?? '',
    validUntil: code.valid_until ?? '',
    maxUses: code.max_uses === null ? '' : String(code.max_uses),
    maxUsesPerCustomer: code.max_uses_per_customer === null ? '' : String(code.max_uses_per_customer),
    categoryIds: code.category_ids,
    isActive: code.is_active,
  };
}
