/** 75 -> '1:15' (spec section 2: time shown as m:ss). */
export function formatVideoTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** '0:12 / 1:05'; before the video's length is known (preload none) just the position. */
export function videoTimeLabel(current: number, duration: number): string {
  const known = Number.isFinite(duration) && duration > 0;
  return known ? `${formatVideoTime(current)} / ${formatVideoTime(duration)}` : formatVideoTime(current);
}
