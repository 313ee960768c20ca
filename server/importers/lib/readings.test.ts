import { describe, expect, it } from 'vitest';
import { parseDurationMinutes, parseHumanMinutes, parseServings, readDuration, readServings } from './readings';

describe('parseHumanMinutes', () => {
  it.each([
    ['15 min', 15],
    ['10 minutes', 10],
    ['1 hr 20 min', 80],
    ['2h 30min', 150],
    ['1h30m', 90],
    ['~1.5 hrs', 90],
    ['30-45 min', 45],
    ['20~30 min', 30],
    ['35 to 40 min', 40],
    ['45', 45],
    ['0 min', 0],
    ['30 min (plus one hour rising)', 30],
    ['5 min, + 2 hours minimum chill time', 125],
    ['1h 10min or 2h 10min', 70],
    ['at least 4 hours', 240],
    ['1 day', 1440],
    ['90 seconds', 2],
  ])('reads "%s" as %i minutes', (text, minutes) => {
    expect(parseHumanMinutes(text)).toBe(minutes);
  });

  it('is null when no number is given', () => {
    expect(parseHumanMinutes('Simmer all day')).toBeNull();
    expect(parseHumanMinutes('')).toBeNull();
  });
});

describe('parseDurationMinutes', () => {
  it.each([
    ['PT15M', 15],
    ['PT1H', 60],
    ['PT1H30M', 90],
    ['P0DT0H45M', 45],
    ['PT0.5H', 30],
    ['PT90S', 2],
  ])('reads ISO 8601 %s', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes);
  });

  it('falls back to human text and takes numbers as minutes', () => {
    expect(parseDurationMinutes('30 minutes')).toBe(30);
    expect(parseDurationMinutes(12)).toBe(12);
  });

  it('is null for anything else', () => {
    expect(parseDurationMinutes(undefined)).toBeNull();
    expect(parseDurationMinutes({ minutes: 3 })).toBeNull();
    expect(parseDurationMinutes(Number.NaN)).toBeNull();
  });
});

describe('parseServings', () => {
  it.each<[unknown, number | null]>([
    [4, 4],
    [2.6, 3],
    ['4 servings', 4],
    ['Makes 12', 12],
    ['4-6', 4],
    ['1|2|3', 1],
    [['', '6 servings'], 6],
    ['Depends', null],
    [0, null],
    [-2, null],
    [null, null],
  ])('reads %j as %j', (value, servings) => {
    expect(parseServings(value)).toBe(servings);
  });
});

describe('readDuration', () => {
  it.each<[unknown, number]>([
    ['PT1H30M', 90],
    ['P2H10M', 130],
    ['PT0D4H45M', 285],
    ['P0DT45M', 45],
    ['pt20m', 20],
    ['PT1,5H', 90],
    ['PT 1H 5M', 65],
    ['P30M', 30],
    ['P1DT2H', 1_560],
    [15, 15],
    ['1 hr 20 min', 80],
  ])('reads %j tolerantly as %i minutes', (value, minutes) => {
    expect(readDuration(value)).toEqual({ value: minutes });
  });

  it.each<[unknown, string]>([
    ['-PT20M', '"-PT20M" is negative'],
    [-5, '-5 is negative'],
    ['PT', '"PT" was not understood'],
    ['P', '"P" was not understood'],
    ['P1X', '"P1X" was not understood'],
    ['PT-5M', '"PT-5M" was not understood'],
    ['whenever', '"whenever" was not understood'],
    [true, 'is not a time'],
    [{ minutes: 3 }, 'is not a time'],
    [Number.NaN, 'is not a number'],
    ['P30D', '43,200 minutes is more than the limit of 20,160'],
    [3_000_000_000, '3,000,000,000 minutes is more than the limit of 20,160'],
  ])('drops %j: %s', (value, problem) => {
    expect(readDuration(value)).toEqual({ value: null, problem });
  });

  it('treats an empty value as absent, without a problem', () => {
    expect(readDuration('')).toEqual({ value: null });
    expect(readDuration('  ')).toEqual({ value: null });
    expect(readDuration(undefined)).toEqual({ value: null });
  });
});

describe('readServings', () => {
  it.each<[unknown, number]>([
    ['4-6 servings', 4],
    ['Makes 24 cookies', 24],
    [['4', '4 servings'], 4],
    [[null, '', '2 bowls'], 2],
    ['12 (3-inch) pancakes', 12],
    ['1,000', 1_000],
    ['1,5', 2],
    ['Serves eight', 8],
    ['Serves: Four', 4],
    ['serves six to eight', 6],
    ['Makes twenty-four', 24],
    ['Makes a dozen', 12],
    ['Makes 2 dozen cookies', 24],
    ['half a dozen scones', 6],
    ['Yield: 4 to 6 servings', 4],
    ['one 9-inch pie', 1],
    ['Five-dozen individual cookies', 60],
    ['Lasts two days in a family of four', 4],
    ['Serves 4 for 2 days', 4],
    ['1 9x13-inch pan (12 squares)', 1],
    ['9x13-inch pan (12 squares)', 12],
  ])('reads %j as %i', (value, servings) => {
    expect(readServings(value)).toEqual({ value: servings });
  });

  it.each<[unknown, string]>([
    ['Serves a crowd', '"Serves a crowd" has no number'],
    ['Someone', '"Someone" has no number'],
    [0, '0 is not a positive number'],
    ['3,000,000,000 portions', '3,000,000,000 is more than the limit of 1,000'],
    [{ value: 4 }, 'is not a number'],
    [['to taste'], '"to taste" has no number'],
  ])('drops %j: %s', (value, problem) => {
    expect(readServings(value)).toEqual({ value: null, problem });
  });
});
