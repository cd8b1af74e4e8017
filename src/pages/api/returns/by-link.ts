import { z } from 'zod';
import { returnLinesSchema } from '~/features/returns/returns';
import { requestReturnByToken } from '~/features/returns/returns.server';
import { messages } from '~/lib/messages';
import { endpoint, json } from '~/server/http/endpoint';

/** Guests: the withdrawal function's mailed link asks a return of unopened packs, per line. */
export const POST = endpoint(
  { body: returnLinesSchema.extend({ token: z.string().trim().min(10).max(200) }) },
  async ({ body }) => {
    await requestReturnByToken({ token: body.token, lines: body.lines });
    return json({ status: messages.returns.requested }, { status: 201 });
  },
);
