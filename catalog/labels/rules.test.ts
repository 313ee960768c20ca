import { describe, expect, it } from 'vitest';
import type { Category } from '../knowledge/ingredients';
import { ALL_ALLERGENS_MASK, maskToAllergens } from '../../shared/label-masks';
import { KETO_THRESHOLDS, allergenMaskOf, dietViolationMaskOf, dietsFromMask, isKetogenic } from './rules';

const allergens = (...categories: Category[]) => maskToAllergens(allergenMaskOf(categories));
/** Diets an ingredient with these categories leaves open (ketogenic is decided elsewhere). */
const diets = (...categories: Category[]) => dietsFromMask(dietViolationMaskOf(categories), false);

describe('allergen rules', () => {
  it('derives gluten from wheat and from the other gluten grains, wheat only from wheat', () => {
    expect(allergens('wheat')).toEqual(['gluten', 'wheat']);
    expect(allergens('gluten-grain')).toEqual(['gluten']);
  });

  it('counts crustaceans as shellfish and molluscs as mollusc, never one for the other', () => {
    expect(allergens('crustacean')).toEqual(['shellfish']);
    expect(allergens('mollusc')).toEqual(['mollusc']);
  });

  it('maps peanut, soy, sulfite and the other major allergens directly', () => {
    expect(allergens('peanut', 'soy', 'sulfite')).toEqual(['peanut', 'soy', 'sulfite']);
    expect(allergens('tree-nut', 'fish', 'egg', 'dairy')).toEqual(['dairy', 'egg', 'fish', 'tree-nut']);
    expect(allergens('sesame', 'mustard', 'celery', 'lupin')).toEqual(['sesame', 'mustard', 'celery', 'lupin']);
  });

  it('counts ghee as milk, and coconut and other botanical nuts as no tree nut', () => {
    expect(allergens('oil-fat', 'clarified-butter')).toEqual(['dairy']);
    expect(allergens('fruit', 'nut')).toEqual([]);
  });

  it('has a mask for "may contain everything", the six first and in their order', () => {
    expect(maskToAllergens(ALL_ALLERGENS_MASK)).toEqual([
      'gluten',
      'peanut',
      'shellfish',
      'soy',
      'sulfite',
      'wheat',
      'dairy',
      'egg',
      'fish',
      'tree-nut',
      'sesame',
      'mustard',
      'celery',
      'lupin',
      'mollusc',
    ]);
  });
});

describe('diet rules', () => {
  it('plant foods fit every diet but those excluding their category', () => {
    expect(diets('vegetable')).toEqual([
      'vegetarian',
      'lacto-Vegetarian',
      'ovo-Vegetarian',
      'vegan',
      'pescatarian',
      'paleo',
      'primal',
      'whole30',
    ]);
    expect(diets('legume')).toEqual(['vegetarian', 'lacto-Vegetarian', 'ovo-Vegetarian', 'vegan', 'pescatarian']);
    expect(diets('grain', 'gluten-grain', 'wheat')).toEqual([
      'vegetarian',
      'lacto-Vegetarian',
      'ovo-Vegetarian',
      'vegan',
      'pescatarian',
    ]);
  });

  it('separates lacto- from ovo-vegetarian', () => {
    expect(diets('egg')).toEqual(['vegetarian', 'ovo-Vegetarian', 'pescatarian', 'paleo', 'primal', 'whole30']);
    expect(diets('dairy')).toEqual(['vegetarian', 'lacto-Vegetarian', 'pescatarian', 'primal']);
  });

  it('allows ghee on whole30 and paleo but keeps it dairy for vegetarians and vegans', () => {
    expect(diets('dairy', 'clarified-butter', 'oil-fat')).toEqual([
      'vegetarian',
      'lacto-Vegetarian',
      'pescatarian',
      'paleo',
      'primal',
      'whole30',
    ]);
  });

  it('lets fish and shellfish through for pescatarians only', () => {
    expect(diets('fish')).toEqual(['pescatarian', 'paleo', 'primal', 'whole30']);
    expect(diets('crustacean')).toEqual(['pescatarian', 'paleo', 'primal', 'whole30']);
    expect(diets('meat')).toEqual(['paleo', 'primal', 'whole30']);
    expect(diets('poultry')).toEqual(['paleo', 'primal', 'whole30']);
  });

  it('treats gelatin and calf rennet as meat by-products', () => {
    expect(diets('gelatin')).toEqual(['paleo', 'primal', 'whole30']);
    expect(diets('dairy', 'animal-rennet')).toEqual(['primal']);
  });

  it('keeps honey vegetarian, paleo and primal but not vegan or whole30', () => {
    expect(diets('honey')).toEqual([
      'vegetarian',
      'lacto-Vegetarian',
      'ovo-Vegetarian',
      'pescatarian',
      'paleo',
      'primal',
    ]);
    expect(diets('unrefined-sweetener')).toEqual([
      'vegetarian',
      'lacto-Vegetarian',
      'ovo-Vegetarian',
      'vegan',
      'pescatarian',
      'paleo',
      'primal',
    ]);
    expect(diets('added-sugar')).toEqual(['vegetarian', 'lacto-Vegetarian', 'ovo-Vegetarian', 'vegan', 'pescatarian']);
  });

  it('allows green beans and peas on whole30 and paleo, but not beans and peanuts', () => {
    expect(diets('pod-legume', 'vegetable')).toContain('whole30');
    expect(diets('pod-legume', 'vegetable')).toContain('paleo');
    expect(diets('peanut', 'legume')).not.toContain('paleo');
    expect(diets('soy', 'legume')).not.toContain('whole30');
  });

  it('excludes alcohol, seed oils and additives from paleo, primal and whole30', () => {
    for (const category of ['alcohol', 'seed-oil', 'additive'] as const) {
      expect(diets(category)).not.toContain('paleo');
      expect(diets(category)).not.toContain('primal');
      expect(diets(category)).not.toContain('whole30');
      expect(diets(category)).toContain('vegan');
    }
  });

  it('does not let sulphites alone rule out whole30 (wine vinegar is allowed)', () => {
    expect(diets('condiment', 'sulfite')).toContain('whole30');
  });
});

describe('ketogenic ratio', () => {
  it('uses the documented thresholds', () => {
    expect(KETO_THRESHOLDS).toEqual({ maxCarbEnergyShare: 0.1, minFatEnergyShare: 0.6 });
  });

  it('accepts a high-fat, very-low-carb profile', () => {
    // 40 g fat (360 kcal), 20 g protein (80), 5 g carbs (20): carbs 4 %, fat 78 %.
    expect(isKetogenic({ fat: 40, protein: 20, carbs: 5 })).toBe(true);
  });

  it('rejects too many carbs or too little fat, and an empty recipe', () => {
    // carbs 14 % of energy.
    expect(isKetogenic({ fat: 40, protein: 10, carbs: 15 })).toBe(false);
    // fat 45 % of energy: lean protein is not keto.
    expect(isKetogenic({ fat: 10, protein: 25, carbs: 2 })).toBe(false);
    expect(isKetogenic({ fat: 0, protein: 0, carbs: 0 })).toBe(false);
  });
});
