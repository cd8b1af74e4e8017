// Every recurring job, one import each (features: src/features/<domain>/<domain>.jobs.server.ts).
// Loaded by the scheduler's process before its first pass (see ./index.ts).
import '~/features/admin/admin.jobs.server';
import '~/features/orders/orders.jobs.server';
import '~/features/refill/refill.jobs.server';
import '~/features/trial-packs/trial-packs.jobs.server';
import '~/server/backup/backup.jobs.server';
import '~/features/subscriptions/subscriptions.jobs.server';
import '~/server/outbox/cleanup';
