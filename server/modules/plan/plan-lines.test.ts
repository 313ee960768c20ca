import { describe, expect, it } from 'vitest';
import { planSourceTitle, scaledLine, shortDay } from './plan-lines';

describe('plan lines for the shopping list', () => {
  it('scales amounts to the planned servings and keeps lines without one', () => {
    expect(scaledLine('2 cups plain flour', 2, 4)).toBe('4 cups plain flour');
    expect(scaledLine('3 eggs', 6, 2)).toBe('1 egg');
    expect(scaledLine('2-3 cloves garlic', 2, 4)).toBe('4-6 cloves garlic');
    expect(scaledLine('1 1/2 cups milk', 2, 3)).toBe('2¼ cups milk');
    expect(scaledLine('200 g spinach', 4, 2)).toBe('100 g spinach');
    expect(scaledLine('salt to taste', 2, 8)).toBe('salt to taste');
    expect(scaledLine('1 onion, chopped', 2, 2)).toBe('1 onion, chopped');
  });

  it('names the day a line is for', () => {
    expect(shortDay('2026-12-07')).toBe('Mon 7 Dec');
    expect(planSourceTitle('Spinach Dal', '2027-01-01')).toBe('Spinach Dal (Fri 1 Jan)');
  });
});
