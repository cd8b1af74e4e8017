// Every feature's outbox handlers, one import each (src/features/<domain>/<domain>.handlers.server.ts).
// Passed down to the outbox by ./wiring.ts and loaded before the first dispatch; a handler file not
// named here fails tests/architecture/composition-root.test.ts (decision 034).
import '~/features/account/account.handlers.server';
import '~/features/catalog/catalog.handlers.server';
import '~/features/content/content.handlers.server';
import '~/features/newsletter/newsletter.handlers.server';
import '~/features/orders/orders.handlers.server';
import '~/features/subscriptions/subscriptions.handlers.server';
import '~/features/withdrawal/withdrawal.handlers.server';
import '~/features/product-safety/product-safety.handlers.server';
import '~/features/recipients/recipients.handlers.server';
import '~/features/refill/refill.handlers.server';
import '~/features/trial-packs/trial-packs.handlers.server';
import '~/features/reviews/reviews.handlers.server';
import '~/features/returns/returns.handlers.server';
import '~/features/search/search.handlers.server';
import '~/features/phone-orders/phone-orders.handlers.server';
