// Every feature's outbox handlers, one import each (src/features/<domain>/<domain>.handlers.server.ts).
// Loaded by the dispatcher (./runner.ts) before it handles anything.

import '~/features/product-safety/product-safety.handlers.server';
import '~/features/refill/refill.handlers.server';
import '~/features/trial-packs/trial-packs.handlers.server';
import '~/features/reviews/reviews.handlers.server';
