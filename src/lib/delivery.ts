import { delivery } from '~/config/shop';
import { addDays, dutchWallClock, weekdayOf } from './dates';

const dayName = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

const isWorkingDay = (day: string) => weekdayOf(day) !== 0 && weekdayOf(day) !== 6;

/**
 * The latest day a parcel ordered at `moment` arrives (shop.ts `delivery`): the working days are
 * counted from the moment's Dutch day when it is a working day before the cut-off, else from the
 * next working day. Public holidays are not counted: the promise is 'uiterlijk', never later.
 * Answered as that calendar day's UTC midnight, which formatDeliveryDay shows.
 */
export function expectedDeliveryDay(moment: Date): Date {
  let { day, hour } = dutchWallClock(moment);
  if (!isWorkingDay(day) || hour >= delivery.cutOffHour) {
    day = addDays(day, 1);
    while (!isWorkingDay(day)) day = addDays(day, 1);
  }
  let left = delivery.workingDays;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return new Date(`${day}T00:00:00Z`);
}

/** 'donderdag 26 november' */
export function formatDeliveryDay(day: Date): string {
  return dayName.format(day);
}
