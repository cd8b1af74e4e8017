// Every recurring job, one import each (features: src/features/<domain>/<domain>.jobs.server.ts).
// Passed down to the scheduler by ./wiring.ts and loaded before its first pass; a job file not
// named here fails tests/architecture/composition-root.test.ts (decision 034).
import '~/features/admin/admin.jobs.server';
import '~/features/orders/orders.jobs.server';
import '~/features/refill/refill.jobs.server';
import '~/features/trial-packs/trial-packs.jobs.server';
import '~/server/backup/backup.jobs.server';
import '~/features/subscriptions/subscriptions.jobs.server';
import '~/server/outbox/cleanup';
