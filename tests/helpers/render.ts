import { experimental_AstroContainer as AstroContainer } from 'astro/container';
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
 * so a test can pass partial attributes.
 */
export async function renderBlock(
  component: AstroComponent,
  layout: BlockLayout,
  attributes: Record<string, unknown>,
) {
  const [block] = readBlocks([{ key: 'test', layout, attributes }]);
  if (!block) throw new Error(`${layout} is not a block layout`);
  return renderComponent(component, { blockKey: block.key, attributes: block.attributes, first: false });
}
