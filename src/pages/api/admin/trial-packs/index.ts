import { listTrialRequests } from '~/features/trial-packs/trial-staff.server';
import { endpoint } from '~/server/http/endpoint';

/** GET: trial requests for staff, those to be sent first, with the current stock of each line. */
export const GET = endpoint({ auth: 'editor' }, async () => ({ requests: await listTrialRequests() }));
