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
