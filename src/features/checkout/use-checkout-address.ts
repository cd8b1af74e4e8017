import { useEffect, useRef, useState } from 'react';
import type { SavedAddress, User } from '~/features/account/account';
import { prefillAddress, useSavedAddress, withoutStaleAddition } from '~/features/account/use-saved-address';
import { type AddressForm, EMPTY_ADDRESS_FORM } from './address-form';
import { checkAddress } from './checkout.actions';

type Lookup = 'idle' | 'loading' | 'found' | 'not-found';

/**
 * The checkout's contact and address fields: filled from the account (name, e-mail, the saved
 * address), the street and city looked up from postcode and house number. `clearErrors` takes
 * away the errors of fields the shopper or the lookup just changed; `onSavedAddress` hears of the
 * saved address (its company turns "Zakelijk bestellen" on).
 */
export function useCheckoutAddress(
  user: User | null,
  clearErrors: (...fields: string[]) => void,
  onSavedAddress: (address: SavedAddress) => void,
) {
  const [form, setForm] = useState(EMPTY_ADDRESS_FORM);
  // The saved address the form was filled with, if any (its addition belongs to its postcode and number).
  const savedAddress = useRef<SavedAddress | null>(null);
  const [lookup, setLookup] = useState<Lookup>('idle');

  useEffect(() => {
    if (!user) return;
    setForm((current) => ({
      ...current,
      email: current.email || user.email,
      first_name: current.first_name || user.first_name,
      last_name: current.last_name || user.last_name,
    }));
  }, [user]);

  // A logged-in customer's saved address fills the empty address fields.
  useSavedAddress(user, (address) => {
    savedAddress.current = address;
    setForm((current) => {
      const { houseNumber, ...filled } = prefillAddress(
        { ...current, houseNumber: current.house_number },
        address,
      );
      return { ...filled, house_number: houseNumber };
    });
    onSavedAddress(address);
  });

  const set = (field: keyof AddressForm) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) => {
      const next = { ...current, [field]: value };
      if (field !== 'postcode' && field !== 'house_number') return next;
      // Another postcode or number: the saved address's addition no longer belongs.
      const { addition } = withoutStaleAddition(
        { postcode: next.postcode, houseNumber: next.house_number, addition: next.addition },
        savedAddress.current,
      );
      return { ...next, addition };
    });
    clearErrors(field);
  };

  /** Runs when postcode or house number loses focus, and only when both are there. */
  const lookUpAddress = async () => {
    if (!form.postcode.trim() || !form.house_number.trim()) return;
    setLookup('loading');
    try {
      const found = await checkAddress(form.postcode, form.house_number, form.addition);
      setForm((current) => ({
        ...current,
        street: found.street,
        city: found.city,
        postcode: found.postcode,
      }));
      // The lookup filled these fields: an error from an earlier submit no longer applies.
      clearErrors('street', 'city', 'postcode', 'house_number');
      setLookup('found');
    } catch {
      // A street and city from an earlier postcode would not match this one: the shopper types them.
      setForm((current) => ({ ...current, street: '', city: '' }));
      setLookup('not-found');
    }
  };

  return { form, set, lookup, lookUpAddress };
}
