import { api } from '~/lib/http';
import type { StaffTrialRequest } from './trial-packs';

/** What the trial pack form sends (POST /api/trial-pack). */
export interface TrialPackRequest {
  email: string;
  first_name: string;
  last_name: string;
  address: { postcode: string; house_number: string; addition: string; street: string; city: string };
  items: { product_id: number; variation_id: number | null }[];
  follow_up_consent: boolean;
}

/** A visitor asks for a trial pack; answers the text to show (the request still needs the mailed confirmation). */
export const requestTrialPack = (request: TrialPackRequest) =>
  api
    .post('/api/trial-pack', { json: request })
    .json<{ status: string }>()
    .then((body) => body.status);

/** Staff: the requests to send, with stock per line, and those sent. */
export const fetchTrialRequests = () =>
  api
    .get('/api/admin/trial-packs')
    .json<{ requests: StaffTrialRequest[] }>()
    .then((body) => body.requests);

export const shipTrialPack = (id: number, trackAndTrace: string) =>
  api.post(`/api/admin/trial-packs/${id}/ship`, { json: { track_and_trace: trackAndTrace } }).json();
