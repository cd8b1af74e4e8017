import { exportAccountData } from '~/features/account/privacy.server';
import { endpoint } from '~/server/http/endpoint';

/** A download of everything we hold on the caller. */
export const GET = endpoint(
  { auth: 'customer' },
  async ({ user }) =>
    new Response(JSON.stringify(await exportAccountData(user.id), null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'attachment; filename="zorgzaam-mijn-gegevens.json"',
        'Cache-Control': 'no-store',
      },
    }),
);
