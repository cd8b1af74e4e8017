import { z } from 'zod';
import { requestWithdrawalByEmail } from '~/features/withdrawal/withdrawal.server';
import { messages } from '~/lib/messages';
import { runAfterAnswer } from '~/server/after-answer';
import { clientAddressOf } from '~/server/http/client-address';
import { endpoint } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

const body = z.object({
  order_number: z.string().trim().min(1, messages.withdrawal.orderNumberRequired).max(40),
  email: z.email(messages.account.invalidEmail).max(200),
});

/**
 * The withdrawal function without an account: mails a confirmation link. The same answer, in
 * the same time, either way: the order lookup and the mail happen after the answer.
 */
export const POST = endpoint({ body }, async ({ body, context }) => {
  await enforceLimits([['withdrawal:ip', clientAddressOf(context)]]);
  runAfterAnswer('withdrawal link', () =>
    requestWithdrawalByEmail({ orderNumber: body.order_number, email: body.email }),
  );
  return { status: messages.withdrawal.requested };
});
