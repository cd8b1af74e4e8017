// A shop under load for tests/integration/backup-restore.test.ts, run as its own process (as the
// real shop is): prepares the database named by DATA_DIR or DATABASE_URL with the demo content
// (products, pages, customers, images), BACKUP_SHOP_ORDERS orders with invoices for the paid ones,
// answers SIGUSR2 with a snapshot (PGlite), prints "ready", then places an order every few
// milliseconds until it is stopped.
import { setTimeout as sleep } from 'node:timers/promises';
import { prepareShopDatabase } from '~/app/database-startup';
import { issueInvoice } from '~/features/invoices/invoices.server';
import { answerSnapshotSignals } from '~/server/backup/pglite-snapshot.server';
import { setDatabase } from '~/server/db';
import { env } from '~/server/env';
import { insertBenchOrders } from '../../bench/bench-data';

const database = await prepareShopDatabase({ seed: true });
setDatabase(database);
await insertBenchOrders(database, Number(process.env.BACKUP_SHOP_ORDERS ?? 200));
const paid = await database.execute("SELECT id FROM orders WHERE status = 'paid' ORDER BY id LIMIT 20");
for (const { id } of paid) await database.db.transaction((tx) => issueInvoice(tx, Number(id)));
if (database.kind === 'pglite') answerSnapshotSignals(database, env().DATA_DIR_ABSOLUTE);

let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
});
process.stdout.write('ready\n');
let placed = 0;
while (!stopping) {
  placed += 1;
  await database.execute(
    `INSERT INTO orders (number, email, first_name, last_name, street, street_number, postcode, city,
                         subtotal_cents, shipping_cents, vat_cents, total_cents, payment_method, status)
     VALUES ($1, 'last@example.nl', 'Laatste', 'Klant', 'Dam', '1', '1012 JS', 'Amsterdam', 1000, 500, 120, 1500, 'ideal', 'pending')`,
    [`LOAD-${placed}`],
  );
  await sleep(5);
}
await database.close();
process.stdout.write(`placed ${placed}\n`);
