import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { blockComponents } from '~/features/content/block-components';
import type { BlockLayout } from '~/features/content/blocks';
import { readBlocks } from '~/features/content/content';

type AstroComponent = Parameters<AstroContainer['renderToString']>[0];

let container: AstroContainer | undefined;

/** Renders an Astro component to HTML with Astro's Container API. */
export async function renderComponent(component: AstroComponent, props: Record<string, unknown> = {}) {
  container ??= await AstroContainer.create();
  return container.renderToString(component, { props });
}

/**
 * Renders one content block the way a page does: stored attributes are read leniently first,
 * so a test can pass partial attributes. The component is the one BlockRenderer uses.
 */
export async function renderBlock(
  layout: BlockLayout,
  attributes: Record<string, unknown>,
  options: { first?: boolean } = {},
) {
  const [block] = readBlocks([{ key: 'test', layout, attributes }]);
  if (!block) throw new Error(`${layout} is not a block layout`);
  return renderComponent(blockComponents[layout] as AstroComponent, {
    blockKey: block.key,
    attributes: block.attributes,
    first: options.first ?? false,
  });
}

let pageContainer: AstroContainer | undefined;

/** Answers a request to an Astro page as the server would (GET, or the page's form post). */
export async function requestPage(page: AstroComponent, url: string, method: 'GET' | 'POST' = 'GET') {
  const { loadRenderers } = await import('astro:container');
  const { getContainerRenderer } = await import('@astrojs/react/container-renderer');
  // The shop layout holds React islands (cart, search): the container needs React's renderer.
  pageContainer ??= await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
  const request = new Request(new URL(url, 'http://shop.test'), {
    method,
    ...(method === 'POST'
      ? { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' }
      : {}),
  });
  const response = await pageContainer.renderToResponse(page, { request });
  return { status: response.status, html: await response.text() };
}
