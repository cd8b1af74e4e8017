import { env } from '~/server/env';
import { endpoint } from '~/server/http/endpoint';

/** Public runtime configuration the browser reads (spec section 7). Nothing secret goes here. */
export const GET = endpoint({}, async () => ({ S3_VIDEO_URL: env().S3_VIDEO_URL }));
