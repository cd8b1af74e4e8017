import { messages } from '~/lib/messages';
import { routes } from '~/lib/routes';
import { menuItems } from '~/server/db/schema';
import type { SeedModule } from '~/server/seed';

/**
 * The main menu as the header showed it before staff could edit it (decision 038): all products,
 * the product finder and the knowledge base, after the Dames and Heren menus.
 */
export const menuSeed: SeedModule = {
  name: 'site-menu',
  async run(tx) {
    const text = messages.header;
    await tx.insert(menuItems).values([
      { position: 0, label: text.allProducts, kind: 'path', target: routes.shop },
      { position: 1, label: text.finder, kind: 'path', target: routes.finder },
      { position: 2, label: text.knowledgeBase, kind: 'path', target: routes.knowledgeBase },
    ]);
  },
};
