import { z } from 'zod';
import { findProductBySlug } from '~/features/catalog/catalog.server';
import { messages } from '~/lib/messages';
import { endpoint } from '~/server/http/endpoint';
import { found } from '~/server/http/errors';

export const GET = endpoint({ params: z.object({ slug: z.string().min(1).max(200) }) }, async ({ params }) =>
  found(await findProductBySlug(params.slug), messages.api.productNotFound),
);
