import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Role } from '~/lib/roles';
import { issueAuthToken } from '~/server/auth/session.server';
import { users } from '~/server/db/schema';
import { endpoint } from '~/server/http/endpoint';
import { conflict } from '~/server/http/errors';
import { call } from '../helpers/api';
import { setupTestDatabase } from '../helpers/db';

const database = setupTestDatabase();

const echo = endpoint(
  { body: z.object({ email: z.email('Vul een geldig e-mailadres in'), quantity: z.number().int().min(1) }) },
  async ({ body }) => body,
);

async function tokenFor(role: Role): Promise<string> {
  const [user] = await database()
    .db.insert(users)
    .values({ email: `${role}-${Math.random()}@example.test`, passwordHash: 'x', role })
    .returning({ id: users.id });
  return issueAuthToken(user!.id);
}

describe('the endpoint wrapper', () => {
  it('answers valid input', async () => {
    const { status, body } = await call(echo, { body: { email: 'a@b.nl', quantity: 2 } });
    expect(status).toBe(200);
    expect(body).toEqual({ email: 'a@b.nl', quantity: 2 });
  });

  it('answers 422 with the failing fields', async () => {
    const { status, body } = await call(echo, { body: { email: 'geen-adres', quantity: 0 } });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      message: 'Vul een geldig e-mailadres in',
      errors: { email: ['Vul een geldig e-mailadres in'], quantity: [expect.any(String)] },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await echo({
      request: new Request('http://shop.test/', { method: 'POST', body: '{oops' }),
      url: new URL('http://shop.test/'),
      params: {},
    } as never);
    expect(response.status).toBe(400);
  });

  it('maps domain errors to their status', async () => {
    const route = endpoint({}, async () => {
      throw conflict('Deze slug bestaat al.', { slug: ['Deze slug bestaat al.'] });
    });
    const { status, body } = await call(route);
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'Deze slug bestaat al.', errors: { slug: ['Deze slug bestaat al.'] } });
  });

  it('hides unexpected errors behind a 500 with a request id', async () => {
    const route = endpoint({}, async () => {
      throw new Error('database password is hunter2');
    });
    const { status, body, headers } = await call(route);
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect((body as { requestId: string }).requestId).toBe(headers.get('x-request-id'));
  });

  describe('roles', () => {
    const editorsOnly = endpoint({ auth: 'editor' }, async ({ user }) => ({ role: user.role }));

    it('answers 401 without a token, and with an unknown one', async () => {
      expect((await call(editorsOnly)).status).toBe(401);
      expect((await call(editorsOnly, { token: 'made-up' })).status).toBe(401);
    });

    it('answers 403 to a customer', async () => {
      expect((await call(editorsOnly, { token: await tokenFor('customer') })).status).toBe(403);
    });

    it('lets editors and admins in', async () => {
      expect((await call(editorsOnly, { token: await tokenFor('editor') })).body).toEqual({ role: 'editor' });
      expect((await call(editorsOnly, { token: await tokenFor('admin') })).body).toEqual({ role: 'admin' });
    });
  });
});
