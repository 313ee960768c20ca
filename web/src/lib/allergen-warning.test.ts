import { describe, expect, it } from 'vitest';
import { allergenWarning } from './allergen-warning';

describe('the allergen warning on a tile', () => {
  it('names what the recipe contains of the allergens warned about', () => {
    expect(allergenWarning({ allergens: ['peanut', 'soy'] }, ['peanut'])).toBe('Contains peanut');
    expect(allergenWarning({ allergens: ['gluten', 'peanut', 'soy'] }, ['gluten', 'soy'])).toBe('Contains gluten, soy');
    expect(allergenWarning({ allergens: ['soy'] }, ['peanut'])).toBeNull();
    expect(allergenWarning({ allergens: ['soy'] }, [])).toBeNull();
  });

  it('never says "contains" of an allergen only in what the dish is served with', () => {
    const soup = { allergens: ['gluten', 'wheat'] as const, servedWith: ['gluten', 'wheat'] as const };
    expect(allergenWarning(soup, ['gluten'])).toBe('Check what you serve it with: gluten');
    expect(allergenWarning(soup, ['gluten', 'wheat'])).toBe('Check what you serve it with: gluten, wheat');
    expect(allergenWarning(soup, ['peanut'])).toBeNull();
    // Contained and served-with side by side: each said as it is.
    expect(allergenWarning({ allergens: ['gluten', 'peanut'], servedWith: ['gluten'] }, ['gluten', 'peanut'])).toBe(
      'Contains peanut · check what you serve it with: gluten',
    );
  });

  it('asks to check when the allergens are not known', () => {
    expect(allergenWarning({}, ['peanut'])).toBe('Check allergens');
    expect(allergenWarning({}, [])).toBeNull();
  });
});
