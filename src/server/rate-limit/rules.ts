/**
 * Abuse limits for the endpoints a bot would hammer: points per duration (seconds).
 * Every rule counts attempts, except the login failure rules, which count wrong passwords only.
 */
export const RULES = {
  // Every login attempt from one address, whichever account: stops one address sweeping many accounts.
  'login:ip': { points: 30, duration: 15 * 60 },
  // Wrong passwords from one address for one account: the guesser is stopped, the owner elsewhere is not.
  'login:ip-account': { points: 10, duration: 15 * 60 },
  // Wrong passwords for one account from any address: a higher bar against guessing from many addresses.
  // Reaching it locks the account for an hour at most; the mailed reset link still works and clears it.
  'login:account': { points: 50, duration: 60 * 60 },
  'register:ip': { points: 10, duration: 60 * 60 },
  // Registration answers 409 for a known address: the per-address limit keeps it from being a lookup service.
  'register:account': { points: 5, duration: 60 * 60 },
  'forgot:ip': { points: 10, duration: 60 * 60 },
  // Each request mails the address: three an hour is enough for a person and useless for flooding an inbox.
  // Silent: past it the answer stays the same, without a mail (the owner is never refused).
  'forgot:account': { points: 3, duration: 60 * 60 },
  'reset:ip': { points: 20, duration: 60 * 60 },
  'newsletter:ip': { points: 20, duration: 60 * 60 },
  'contact:ip': { points: 10, duration: 60 * 60 },
  'withdrawal:ip': { points: 10, duration: 60 * 60 },
  // Free trial packs (as for accounts): a person asks once; a bot collecting free parcels is stopped.
  'trial:ip': { points: 10, duration: 60 * 60 },
  // Each request mails the address (double opt-in): three an hour, like password resets.
  'trial:account': { points: 3, duration: 60 * 60 },
  'newsletter:account': { points: 3, duration: 60 * 60 },
  // Pickup points near a postcode: a shopper tries a few postcodes; a bot mapping the network is stopped.
  'pickup-points:ip': { points: 60, duration: 15 * 60 },
  // Password checks behind a login (change password, delete account): a stolen token must not guess the password.
  'password:account': { points: 10, duration: 15 * 60 },
} as const;

export type LimitRule = keyof typeof RULES;

/**
 * Counts of wrong passwords: kept in the database even when Redis is set. They are few (only
 * failures count, not every attempt), and a Redis that restarts empty (or is flushed) must not
 * give a guesser a fresh ten tries on the account it was locked out of (decision 029).
 */
export const DURABLE_RULES: ReadonlySet<LimitRule> = new Set<LimitRule>([
  'login:ip-account',
  'login:account',
  'password:account',
]);
