import { describe, expect, it } from 'vitest';
import { addDays, datesInRange, dayNumber, daysInRange, isWeeknight, weekday, weekStart } from './plan-dates';

describe('plan dates', () => {
  it('knows a real date from a look-alike', () => {
    expect(dayNumber('2026-12-07')).toBe(20_794);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-01', '07/12/2026', '2026-12-07T00:00', '']) {
      expect(dayNumber(bad)).toBeUndefined();
    }
    expect(dayNumber('2028-02-29')).toBeDefined();
  });

  it('counts days across months, years and clock changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysInRange('2026-12-07', '2026-12-13')).toBe(7);
    expect(datesInRange('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('names weekdays from Monday, and finds the start of a week that starts on any day', () => {
    expect(weekday('2026-12-07')).toBe(0);
    expect(weekday('2026-12-13')).toBe(6);
    expect(isWeeknight('2026-12-11')).toBe(true);
    expect(isWeeknight('2026-12-12')).toBe(false);
    expect(weekStart('2026-12-10')).toBe('2026-12-07');
    expect(weekStart('2026-12-10', 6)).toBe('2026-12-06');
    expect(weekStart('2026-12-06', 6)).toBe('2026-12-06');
  });
});
