import { z } from 'zod';
import { deactivateDiscountCode, updateDiscountCode } from '~/features/discounts/discount-admin.server';
import { discountInputSchema } from '~/features/discounts/discounts';
import { endpoint } from '~/server/http/endpoint';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** PUT /api/admin/discounts/{id}: changes a code (admins only). */
export const PUT = endpoint(
  { auth: 'admin', params, body: discountInputSchema },
  async ({ params, body, user }) => updateDiscountCode(params.id, body, user),
);

/** DELETE /api/admin/discounts/{id}: switches the code off (kept: orders name it). */
export const DELETE = endpoint({ auth: 'admin', params }, async ({ params, user }) =>
  deactivateDiscountCode(params.id, user),
);
