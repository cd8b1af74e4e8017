import { articleTag, cacheTags, pageTag } from '~/server/cache-tags';
import { broadcastCacheInvalidation } from '~/server/events';
import { purgeHttpCache } from '~/server/http-cache';
import { type DomainEvents, onDomainEvent } from '~/server/outbox';
import { callRebuildHook } from './cache.server';

/**
 * A page save drops that page (old and new address), nothing else: product pages and the shop
 * stay cached. An article also appears in the knowledge base's lists on content pages.
 */
export function staleContentTags({ kind, slugs }: DomainEvents['page.saved']): string[] {
  if (kind === 'page') return slugs.map(pageTag);
  return [cacheTags.content, ...slugs.map(articleTag)];
}

onDomainEvent('page.saved', 'cache.content', (event) =>
  broadcastCacheInvalidation({ tags: staleContentTags(event.payload) }),
);

// The shared HTTP cache in front, when configured (decision 032).
onDomainEvent('page.saved', 'http-cache.content', (event) => purgeHttpCache(staleContentTags(event.payload)));

onDomainEvent('page.saved', 'rebuild-hook.content', (event) =>
  callRebuildHook(staleContentTags(event.payload)),
);

// The menu is in the header of every shop page: every cached page drops (decision 038).
const menuTags = [cacheTags.shell];
onDomainEvent('menu.saved', 'cache.menu', () => broadcastCacheInvalidation({ tags: menuTags }));
onDomainEvent('menu.saved', 'http-cache.menu', () => purgeHttpCache(menuTags));
onDomainEvent('menu.saved', 'rebuild-hook.menu', () => callRebuildHook(menuTags));
