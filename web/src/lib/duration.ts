/**
 * A length of time in minutes as a cook reads it: "45 min" below an hour, "1 h 20 min" or "23 h"
 * below a day, "1 day 2 h" or "3 days" from a day (minutes are dropped there: nobody times a
 * two-day proof to the minute). Anything that is not a positive number of minutes reads "0 min".
 */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return '0 min';
  const total = Math.round(minutes);
  if (total < 60) return `${Math.max(1, total)} min`;
  if (total < 24 * 60) {
    const hours = Math.floor(total / 60);
    const rest = total % 60;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  }
  const hoursInAll = Math.round(total / 60);
  const days = Math.floor(hoursInAll / 24);
  const hours = hoursInAll % 24;
  const dayText = days === 1 ? '1 day' : `${days} days`;
  return hours === 0 ? dayText : `${dayText} ${hours} h`;
}
