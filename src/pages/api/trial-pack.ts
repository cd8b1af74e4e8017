import { trialRequestSchema } from '~/features/trial-packs/trial-packs';
import { requestTrial } from '~/features/trial-packs/trial-requests.server';
import { messages } from '~/lib/messages';
import { endpoint, json } from '~/server/http/endpoint';
import { enforceLimits } from '~/server/rate-limit';

/** POST /api/trial-pack: a free trial pack, no account or payment; confirmed by the mailed link. */
export const POST = endpoint({ body: trialRequestSchema }, async ({ body, context }) => {
  await enforceLimits([
    ['trial:ip', context.clientAddress],
    ['trial:account', body.email],
  ]);
  await requestTrial(body);
  return json({ status: messages.trialPack.sent }, { status: 202 });
});
