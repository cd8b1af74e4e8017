/**
 * The statistics page's periods (calendar days in the Netherlands, 'YYYY-MM-DD', both ends included)
 * and what its API answers. Isomorphic and free of zod, so the staff islands stay small.
 */
import type { OrderStatus } from '~/features/orders/orders';
import { addDays } from '~/lib/dates';

export type PeriodPreset = '7d' | '30d' | '12m';
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const parseDate = (value: string) => new Date(`${value}T00:00:00Z`);

/** Number of days in a period, both ends included. */
export function periodDays({ from, to }: Period): number {
  return Math.round((parseDate(to).getTime() - parseDate(from).getTime()) / DAY_MS) + 1;
}

/** 7 days and 30 days end today; 12 months are whole months, the current one included. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  if (preset === '7d') return { from: addDays(today, -6), to: today };
  if (preset === '30d') return { from: addDays(today, -29), to: today };
  const date = parseDate(today);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 11, 1));
  return { from: isoDate(first), to: today };
}

/** The period of the same length directly before: what the figures are compared with. */
export function previousPeriod(period: Period): Period {
  const days = periodDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** Charts show days up to about three months, months beyond. */
export function bucketFor(period: Period): 'day' | 'month' {
  return periodDays(period) <= 92 ? 'day' : 'month';
}

/** Every bucket start of a period, so days without orders show as zero instead of disappearing. */
export function bucketStarts(period: Period, bucket: 'day' | 'month'): string[] {
  const starts: string[] = [];
  if (bucket === 'day') {
    for (let day = period.from; day <= period.to; day = addDays(day, 1)) starts.push(day);
    return starts;
  }
  const from = parseDate(period.from);
  let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (isoDate(month) <= period.to) {
    starts.push(isoDate(month));
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  }
  return starts;
}

/** Relative change for the comparison badges; null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** The longest period the statistics answer (about five years). */
export const MAX_STATS_DAYS = 1850;

export interface Comparison {
  current: number;
  previous: number;
}

export interface RankedItem {
  id: number | null;
  name: string;
  units: number;
  revenueCents: number;
}

export interface StatsResponse {
  period: Period;
  previous: Period;
  bucket: 'day' | 'month';
  figures: {
    revenueCents: Comparison;
    revenueExclVatCents: Comparison;
    orders: Comparison;
    averageOrderCents: Comparison;
    newCustomers: Comparison;
    /** Share (0-1) of the period's customers who had ordered before; null without customers. */
    repeatCustomerShare: { current: number | null; previous: number | null };
    activeSubscriptions: Comparison;
    subscriptionMrrCents: Comparison;
    cancelledSubscriptions: Comparison;
    newsletterSignups: Comparison;
  };
  series: {
    bucket: string;
    revenueCents: number;
    orders: number;
    previousRevenueCents: number;
    previousOrders: number;
  }[];
  topProducts: { byRevenue: RankedItem[]; byUnits: RankedItem[] };
  topCategories: { byRevenue: RankedItem[]; byUnits: RankedItem[] };
  paymentMethods: { method: string; orders: number; revenueCents: number }[];
  ordersByStatus: { status: OrderStatus; orders: number; previous: number }[];
}
