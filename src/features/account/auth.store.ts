import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import type { User } from './account';

/** The bearer token, kept in localStorage under 'authToken' (spec section 3). Empty string: logged out. */
export const $authToken = persistentAtom<string>('authToken', '');

/** The user behind the token, fetched on start when a token exists. */
export const $user = atom<User | null>(null);

export const $isLoggedIn = computed($authToken, (token) => token !== '');

export function setSession(token: string, user: User): void {
  $authToken.set(token);
  $user.set(user);
}

export function clearSession(): void {
  $authToken.set('');
  $user.set(null);
}
