import { useState } from 'react';

/** The checkout's soft opt-in: off until the buyer ticks it (never preselected). */
export function useRefillReminder() {
  const [wanted, setWanted] = useState(false);
  const [perDay, setPerDay] = useState(3);
  return {
    wanted,
    setWanted,
    perDay,
    setPerDay,
    /** What a one-off order's submission carries (nothing for a subscription or without consent). */
    submission: (oneOff: boolean) => (oneOff && wanted ? { refill_reminder: { per_day: perDay } } : {}),
  };
}

export type RefillReminder = ReturnType<typeof useRefillReminder>;
