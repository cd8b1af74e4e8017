import { delivery } from '~/config/shop';

const AMSTERDAM = 'Europe/Amsterdam';
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: AMSTERDAM,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
const dayName = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** The Amsterdam calendar day and hour of a moment, as a UTC-midnight date plus the hour. */
function amsterdamDay(moment: Date): { day: Date; hour: number } {
  const get = (type: string) => Number(parts.formatToParts(moment).find((part) => part.type === type)?.value);
  return { day: new Date(Date.UTC(get('year'), get('month') - 1, get('day'))), hour: get('hour') };
}

const isWorkingDay = (day: Date) => day.getUTCDay() !== 0 && day.getUTCDay() !== 6;
const nextDay = (day: Date) => new Date(day.getTime() + 86_400_000);

/**
 * The latest day a parcel ordered at `moment` arrives (shop.ts `delivery`): the working days are
 * counted from the moment's day when it is a working day before the cut-off, else from the next
 * working day. Public holidays are not counted: the promise is 'uiterlijk', never later.
 */
export function expectedDeliveryDay(moment: Date): Date {
  let { day, hour } = amsterdamDay(moment);
  if (!isWorkingDay(day) || hour >= delivery.cutOffHour) {
    day = nextDay(day);
    while (!isWorkingDay(day)) day = nextDay(day);
  }
  let left = delivery.workingDays;
  while (left > 0) {
    day = nextDay(day);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** 'donderdag 26 november' */
export function formatDeliveryDay(day: Date): string {
  return dayName.format(day);
}
