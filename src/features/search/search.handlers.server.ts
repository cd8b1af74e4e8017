import { db } from '~/server/db';
import { onDomainEvent } from '~/server/outbox';
import { indexContent, indexProducts } from './search.server';

// The search index follows saves after their commit (decision 011): the handler reads the rows as
// they are then, so running it again (a retry, a replay) writes the same documents. Every instance's
// in-process index hears of the change over the event bus (searchIndexChanged).

onDomainEvent('product.saved', 'search.products', async (event) => {
  await indexProducts(await db(), event.payload.productIds);
});

onDomainEvent('page.saved', 'search.content', async ({ payload }) => {
  // Events recorded before they carried the id were indexed in the save's own transaction.
  if (payload.id === undefined) return;
  await indexContent(await db(), payload.kind, payload.id);
});
