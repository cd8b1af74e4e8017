import { useEffect, useRef } from 'react';
import type { SavedAddress, User } from './account';
import { fetchSavedAddress } from './account.actions';

/** The checkout form's address fields, as CheckoutForm names them. */
interface AddressFields {
  postcode: string;
  houseNumber: string;
  addition: string;
  street: string;
  city: string;
}

/** The saved address in the form's fields, only while the shopper has typed no address yet. */
export function prefillAddress<F extends AddressFields>(form: F, address: SavedAddress): F {
  const typed = [form.postcode, form.houseNumber, form.street, form.city].some(
    (value) => value.trim() !== '',
  );
  if (typed) return form;
  return {
    ...form,
    postcode: address.postcode,
    houseNumber: address.house_number,
    addition: address.addition ?? '',
    street: address.street,
    city: address.city,
  };
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * The saved address's addition ("A") belongs to its postcode and house number: once the shopper
 * types another postcode or number, an addition still as it was saved is dropped, so
 * "Dam 9 A" never becomes a new address that does not exist. An addition typed anew stays.
 */
export function withoutStaleAddition<F extends Pick<AddressFields, 'postcode' | 'houseNumber' | 'addition'>>(
  form: F,
  saved: Pick<SavedAddress, 'postcode' | 'house_number' | 'addition'> | null | undefined,
): F {
  if (!saved?.addition || form.addition !== saved.addition) return form;
  const samePlace =
    compact(form.postcode) === compact(saved.postcode) &&
    compact(form.houseNumber) === compact(saved.house_number);
  return samePlace ? form : { ...form, addition: '' };
}

/**
 * Prefills the checkout with the logged-in customer's saved address (once per user). A failure
 * only means typing the address by hand, as before.
 */
export function useSavedAddress(user: User | null, apply: (address: SavedAddress) => void): void {
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (!user) return;
    let current = true;
    fetchSavedAddress()
      .then((address) => {
        if (current && address) latest.current(address);
      })
      .catch((error: unknown) => console.warn('saved address could not be loaded', error));
    return () => {
      current = false;
    };
  }, [user]);
}
