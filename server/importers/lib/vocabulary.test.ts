import { describe, expect, it } from 'vitest';
import { classifyTags, toCuisines, toDishTypes } from './vocabulary';

describe('vocabulary', () => {
  it('keeps only the tags that name a cuisine or a dish type', () => {
    expect(classifyTags(['quick', 'Italian', 'english', 'Pasta', 'side', 'bread', 'drinks', 'beef'])).toEqual({
      cuisines: ['Italian', 'British'],
      dishTypes: ['side dish', 'baking', 'drink'],
    });
  });

  it('spells declared values our way when known and keeps the others', () => {
    expect(toCuisines(['greek', 'Sri Lankan', 'Greek'])).toEqual(['Greek', 'Sri Lankan']);
    expect(toDishTypes(['Main Course', 'Dinner', 'Party Food'])).toEqual(['main course', 'party food']);
  });
});
