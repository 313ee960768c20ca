import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [-5, '0 min'],
    [Number.NaN, '0 min'],
    [0.4, '1 min'],
    [1, '1 min'],
    [45, '45 min'],
    [59, '59 min'],
    [59.6, '1 h'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [80, '1 h 20 min'],
    [135, '2 h 15 min'],
    [1380, '23 h'],
    [1439, '23 h 59 min'],
    [1440, '1 day'],
    [1470, '1 day 1 h'],
    [1560, '1 day 2 h'],
    [2850, '2 days'],
    [2880, '2 days'],
    [4380, '3 days 1 h'],
  ])('%s minutes read "%s"', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
