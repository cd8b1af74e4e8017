import { statsQuerySchema } from '~/features/admin/admin.schemas.server';
import { shopStats } from '~/features/admin/stats.server';
import { endpoint } from '~/server/http/endpoint';

/** The shop's figures for a period, compared with the period before it: admin only. */
export const GET = endpoint({ auth: 'admin', query: statsQuerySchema }, async ({ query }) =>
  shopStats(query),
);
