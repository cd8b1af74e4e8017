import { scheduleJob } from '~/server/jobs';
import { expireUnpaidOrders } from './expiry.server';

// Orders left without a payment give their stock back (docs/decisions/008-stock-reserved-when-ordered.md).
scheduleJob({
  name: 'orders.expire-unpaid',
  schedule: { everyMs: 5 * 60_000 },
  run: () => expireUnpaidOrders(),
});
