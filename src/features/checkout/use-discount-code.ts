import { useState } from 'react';
import { normalizeCode } from '~/features/discounts/code';
import * as discountsTexts from '~/lib/messages/discounts';

/** Only the texts this module shows, from their part files (decision 033). */
const messages = { discounts: discountsTexts.discounts };

const text = messages.discounts;

/**
 * The checkout's discount code: what is typed, the code asked for (sent with every quote and,
 * once the server accepted it, with the order) and what to announce. The server decides whether
 * it applies: the quote answers the discount line or the reason (discount_error).
 */
export function useDiscountCode() {
  const [draft, setDraft] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [emptyError, setEmptyError] = useState('');
  const [announcement, setAnnouncement] = useState('');

  const apply = () => {
    const typed = normalizeCode(draft);
    if (!typed) {
      setEmptyError(text.emptyCode);
      return;
    }
    setEmptyError('');
    setAnnouncement('');
    setCode(typed);
  };

  const remove = () => {
    setCode(null);
    setDraft('');
    setEmptyError('');
    setAnnouncement(text.removed);
  };

  return {
    draft,
    setDraft: (value: string) => {
      setDraft(value);
      if (emptyError) setEmptyError('');
    },
    code,
    apply,
    remove,
    emptyError,
    announcement,
  };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;
