import { describe, expect, it } from 'vitest';
import { findDurations, formatClock } from './durations';

describe('findDurations', () => {
  it.each([
    ['Simmer for 20 minutes, stirring now and then.', [['20 minutes', 1200]]],
    ['Bake 1 hour 15 minutes until golden.', [['1 hour 15 minutes', 4500]]],
    ['Roast for 1 hour and 10 minutes.', [['1 hour and 10 minutes', 4200]]],
    ['Rest the dough 5–10 min.', [['5–10 min', 300]]],
    ['Cook 3-4 minutes per side.', [['3-4 minutes', 180]]],
    ['Boil 8 to 10 minutes.', [['8 to 10 minutes', 480]]],
    ['Braise 1½ hours.', [['1½ hours', 5400]]],
    ['Braise 1.5 hours.', [['1.5 hours', 5400]]],
    ['Braise 2 1/2 hours.', [['2 1/2 hours', 9000]]],
    ['Whisk for 30 seconds.', [['30 seconds', 30]]],
    [
      'Stir for a minute, then rest for ten minutes.',
      [
        ['a minute', 60],
        ['ten minutes', 600],
      ],
    ],
    ['Leave for half an hour.', [['half an hour', 1800]]],
    ['Steam 12 mins.', [['12 mins', 720]]],
    ['Proof 2 hrs.', [['2 hrs', 7200]]],
    ['Microwave 2 minutes 30 seconds.', [['2 minutes 30 seconds', 150]]],
    [
      'Cook 2 minutes, add the garlic and cook 1 minute more.',
      [
        ['2 minutes', 120],
        ['1 minute', 60],
      ],
    ],
    ['Slow-cook 1h.', [['1h', 3600]]],
  ])('%s', (text, expected) => {
    expect(findDurations(text).map((d) => [d.text, d.seconds])).toEqual(expected);
  });

  it.each([
    'Heat the oven to 200°C.',
    'Add 2 tablespoons of oil.',
    'Cut into 3 cm pieces.',
    'Marinate for 3 days.',
    'Leave overnight.',
    'Serve with 2 hashbrowns.',
    'Minced garlic, 2 cloves.',
    'Season with a pinch of salt.',
    '',
  ])('finds no timer in "%s"', (text) => {
    expect(findDurations(text)).toEqual([]);
  });
});

describe('formatClock', () => {
  it.each([
    [1200, '20:00'],
    [4500, '1:15:00'],
    [45, '0:45'],
    [59.2, '1:00'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%s s → %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });
});
