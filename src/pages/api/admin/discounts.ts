import { createDiscountCode, listDiscountCodes } from '~/features/discounts/discount-admin.server';
import { discountInputSchema } from '~/features/discounts/discounts';
import { endpoint, json } from '~/server/http/endpoint';

/** GET /api/admin/discounts: every code with its uses (staff may look; only admins change codes). */
export const GET = endpoint({ auth: 'editor' }, async () => listDiscountCodes());

/** POST /api/admin/discounts: a new code (admins only: it is money). */
export const POST = endpoint({ auth: 'admin', body: discountInputSchema }, async ({ body, user }) =>
  json(await createDiscountCode(body, user), { status: 201 }),
);
