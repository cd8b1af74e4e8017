import { api } from '~/lib/http';
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
export async function lookUpStreet(postcode: string, houseNumber: string, addition: string) {
  try {
    return await api
      .post('/api/check-address', {
        json: { postcode, house_number: houseNumber, addition: addition.trim() || null },
      })
      .json<{ street: string; city: string; postcode: string }>();
  } catch {
    return null;
  }
}
