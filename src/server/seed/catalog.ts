import type { Tx } from '../db/client';
import { categories, media, productCategories, products, productVariations } from '../db/schema';
import { storage } from '../storage';
import { seedCategories, seedProducts } from './catalog-data';
import type { SeedCategory, SeedProduct } from './catalog-types';
import type { SeedModule } from './index';
import { renderCategoryImage, renderHighlightImage, renderProductImage } from './product-art';

const IMAGE_VIEWS = [0, 1, 2] as const;
const SVG = 'image/svg+xml';

/** The demo range: six categories, their products with sizes, and generated product images. */
export const catalogSeed: SeedModule = {
  name: 'catalog',
  async run(tx: Tx) {
    const categoryIds = await insertSeedCategories(tx, seedCategories);
    await insertSeedProducts(tx, seedProducts, categoryIds);
  },
};

/** Categories with their generated images, placed after those already there; slug -> id. */
export async function insertSeedCategories(
  tx: Tx,
  list: SeedCategory[],
  firstPosition = 0,
): Promise<Map<string, number>> {
  const files = storage();
  const categoryIds = new Map<string, number>();
  for (const [index, category] of list.entries()) {
    const image = await files.put(`categories/${category.slug}.svg`, renderCategoryImage(category), SVG);
    const [row] = await tx
      .insert(categories)
      .values({ ...category, imageUrl: image.url, position: firstPosition + index })
      .returning({ id: categories.id });
    categoryIds.set(category.slug, row!.id);
  }
  return categoryIds;
}

/** Products with their sizes, categories and generated images (shared highlight images once). */
export async function insertSeedProducts(
  tx: Tx,
  list: SeedProduct[],
  categoryIds: Map<string, number>,
): Promise<void> {
  const files = storage();
  const highlightNames = new Set<string>();
  for (const product of list) {
    // Pads (heupbandverband, inlegverband) are flat: a pack fits through a letterbox; pants do not.
    const fitsLetterbox = product.slug.includes('heupbandverband') || product.slug.includes('inlegverband');
    const [row] = await tx
      .insert(products)
      .values({
        slug: product.slug,
        name: product.name,
        shortDescription: product.shortDescription,
        description: product.descriptionHtml,
        priceCents: product.priceCents,
        vatRateBasisPoints: product.vatRateBasisPoints,
        inPackage: product.inPackage,
        stock: product.variations.length > 0 ? 0 : product.stock,
        productColor: product.productColor,
        attributes: product.attributes,
        popularity: product.popularity,
        fitsLetterbox,
      })
      .returning({ id: products.id });
    const productId = row!.id;

    await tx.insert(productCategories).values(
      product.categorySlugs.map((slug) => {
        const categoryId = categoryIds.get(slug);
        if (!categoryId) throw new Error(`Seed product ${product.slug} names unknown category ${slug}`);
        return { productId, categoryId };
      }),
    );

    if (product.variations.length > 0) {
      await tx.insert(productVariations).values(
        product.variations.map((variation, position) => ({
          productId,
          name: variation.name,
          slug: variation.slug,
          priceCents: variation.priceCents,
          stock: variation.stock,
          attributes: variation.attributes,
          fitsLetterbox,
          position,
        })),
      );
    }

    for (const view of IMAGE_VIEWS) {
      const image = await files.put(
        `products/${product.slug}-${view + 1}.svg`,
        renderProductImage(product, view),
        SVG,
      );
      await tx.insert(media).values({
        productId,
        url: image.url,
        alt: `${product.name}, afbeelding ${view + 1}`,
        mimeType: SVG,
        customProperties: { primary_color: product.primaryColor },
        position: view,
      });
    }

    for (const [key, value] of Object.entries(product.attributes)) {
      if (key.startsWith('highlight_image')) highlightNames.add(value);
    }
  }

  // Highlight images (and the posters of instruction videos) are shared between products.
  for (const name of highlightNames) {
    const key = `highlights/${name.replace(/\.[a-z0-9]+$/i, '')}.svg`;
    await files.put(key, renderHighlightImage(name), SVG);
  }
}
