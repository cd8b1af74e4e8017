// A child process for tests/integration/outbox-crash.test.ts, run with tsx: an order becomes paid
// and its order.paid event commits, then the process is killed (SIGKILL) before anything could
// send it. The test plays the restarted shop itself. Without the shop's wiring: nothing here could
// send the event, and the process starts in a fraction of the time.
import { eq } from 'drizzle-orm';
import { databaseConfigFromEnv, prepareDatabase, setDatabase } from '~/server/db';
import { orders } from '~/server/db/schema';
import { recordEvent } from '~/server/outbox';

const database = await prepareDatabase(databaseConfigFromEnv());
setDatabase(database);

const [order] = await database.db
  .insert(orders)
  .values({
    number: 'ZZ-900001',
    email: 'crash@example.nl',
    firstName: 'Cor',
    lastName: 'Crash',
    street: 'Dam',
    streetNumber: '1',
    postcode: '1012 JS',
    city: 'Amsterdam',
    subtotalCents: 1000,
    shippingCents: 0,
    vatCents: 83,
    totalCents: 1000,
    status: 'pending',
  })
  .returning();
await database.db.transaction(async (tx) => {
  await tx.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, order!.id));
  await recordEvent(tx, 'order.paid', { orderId: order!.id });
});
// Committed; nothing has been sent. Die the hard way, as kill -9 would.
process.kill(process.pid, 'SIGKILL');
