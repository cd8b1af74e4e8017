import { cacheTags } from '~/server/cache-tags';
import { env } from '~/server/env';
import { endpoint } from '~/server/http/endpoint';
import { sharedJson } from '~/server/response-cache/share';

/** Public runtime configuration the browser reads (spec section 7). Nothing secret goes here. */
export const GET = endpoint({}, async ({ context }) =>
  // Changes only with a restart: a CDN may keep it for minutes.
  sharedJson(
    context,
    { S3_VIDEO_URL: env().S3_VIDEO_URL },
    { tags: [cacheTags.env], browserMaxAge: 300, serverMaxAge: 3600 },
  ),
);
