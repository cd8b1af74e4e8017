/** A subscription as the account page shows it (GET /api/subscriptions). Client-safe. */
export interface AccountSubscription {
  id: string;
  status: string;
  interval_weeks: number;
  next_delivery: string | null;
  amount: number;
  lines: { name: string; quantity: number }[];
}
