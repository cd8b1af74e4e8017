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
