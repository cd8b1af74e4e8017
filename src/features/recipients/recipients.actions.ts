import { checkAddress } from '~/features/checkout/checkout.actions';
import { api } from '~/lib/http';
import type { PackingSlip } from './packing-slip';
import type { SavedRecipient } from './recipients';

/** The logged-in customer's saved recipients (GET /api/account/recipients). */
export const fetchRecipients = () =>
  api
    .get('/api/account/recipients')
    .json<{ recipients: SavedRecipient[] }>()
    .then((body) => body.recipients);

/** Keeps a recipient on the account (POST /api/account/recipients). */
export const addRecipient = (input: Record<string, string>) =>
  api
    .post('/api/account/recipients', { json: input })
    .json<{ recipient: SavedRecipient }>()
    .then((body) => body.recipient);

/** Forgets one (DELETE /api/account/recipients/{id}). */
export const deleteRecipient = (id: number) => api.delete(`/api/account/recipients/${id}`).json();

/** Street and city for a postcode and house number (POST /api/check-address), or null when unknown. */
export const lookUpStreet = (postcode: string, houseNumber: string, addition: string) =>
  checkAddress(postcode, houseNumber, addition).catch(() => null);

/** Staff: the packing slip of an order (GET /api/admin/orders/{number}/packing-slip). */
export const fetchPackingSlip = (orderNumber: string) =>
  api.get(`/api/admin/orders/${orderNumber}/packing-slip`).json<PackingSlip>();
