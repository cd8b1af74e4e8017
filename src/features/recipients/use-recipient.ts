import { useEffect, useState } from 'react';
import type { User } from '~/features/account/account';
import { EMPTY_RECIPIENT, type RecipientForm } from './RecipientFields';
import type { SavedRecipient } from './recipients';
import { fetchRecipients, lookUpStreet } from './recipients.actions';

export type ForWhom = 'self' | 'other';

/**
 * The checkout's "Voor wie is deze bestelling?": for the buyer, or for someone else, picked from
 * the account's saved recipients or typed (and then optionally kept under a label). The server
 * checks again that a saved recipient is the caller's own.
 */
export function useRecipient(user: User | null) {
  const [forWhom, setForWhom] = useState<ForWhom>('self');
  const [saved, setSaved] = useState<SavedRecipient[]>([]);
  // A saved recipient's id, or 'new' for one typed now.
  const [chosen, setChosen] = useState<number | 'new'>('new');
  const [form, setForm] = useState<RecipientForm>(EMPTY_RECIPIENT);
  const [keep, setKeep] = useState(false);
  const [label, setLabel] = useState('');

  useEffect(() => {
    if (!user) return;
    let current = true;
    fetchRecipients()
      .then((recipients) => {
        if (!current) return;
        setSaved(recipients);
        if (recipients[0]) setChosen((was) => (was === 'new' ? recipients[0]!.id : was));
      })
      .catch((failure: unknown) => console.warn('saved recipients could not be loaded', failure));
    return () => {
      current = false;
    };
  }, [user]);

  const change = (field: keyof RecipientForm, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const lookUp = async () => {
    if (!form.postcode.trim() || !form.house_number.trim()) return;
    const found = await lookUpStreet(form.postcode, form.house_number, form.addition);
    if (found) setForm((current) => ({ ...current, ...found }));
  };

  const other = forWhom === 'other';
  const savedChoice =
    other && chosen !== 'new' ? saved.find((recipient) => recipient.id === chosen) : undefined;

  /** What the order submission carries about the recipient (nothing when it is for the buyer). */
  const submission = () => {
    if (!other) return {};
    if (savedChoice) return { recipient_id: savedChoice.id };
    return { recipient: { ...form, save_as: keep && user ? label.trim() || null : null } };
  };

  return {
    forWhom,
    setForWhom,
    saved,
    chosen,
    setChosen,
    form,
    change,
    lookUp,
    keep,
    setKeep,
    label,
    setLabel,
    canKeep: user !== null,
    /** The postcode the parcel goes to, for the pickup points near it; null when it is the buyer's. */
    postcode: other ? (savedChoice?.postcode ?? form.postcode) : null,
    submission,
  };
}

export type Recipient = ReturnType<typeof useRecipient>;
