import { describe, expect, it } from 'vitest';
import { type DishWords, chooseVessel, foldWords, garnishOf, sauceColour } from './dish-look';

const dish = (title: string, more: Partial<DishWords> = {}): DishWords => ({
  title,
  ingredients: [],
  dishTypes: ['main course'],
  dishIcon: 'fork-and-knife-with-plate',
  ...more,
});
const colour = (title: string, ingredients: string[] = []): string | undefined =>
  sauceColour({ title, ingredients })?.name;

describe('chooseVessel', () => {
  it('reads the vessel from the title first', () => {
    expect(chooseVessel(dish('Beef and Ale Stew'))).toBe('pot');
    expect(chooseVessel(dish('Classic Meatloaf'))).toBe('loaf-tin');
    expect(chooseVessel(dish('Banana Bread', { dishTypes: ['baking'] }))).toBe('loaf-tin');
    expect(chooseVessel(dish('Lasagne al Forno'))).toBe('tray');
    expect(chooseVessel(dish("Shepherd's Pie"))).toBe('tray');
    expect(chooseVessel(dish('Chicken Stir-Fry'))).toBe('skillet');
    expect(chooseVessel(dish('Spinach and Feta Frittata', { dishTypes: ['breakfast'] }))).toBe('skillet');
    expect(chooseVessel(dish('Red Lentil Dal'))).toBe('pot');
    expect(chooseVessel(dish('Chickpea Curry'))).toBe('bowl');
  });

  it('serves drinks in a glass, hot ones in a mug', () => {
    const drink = (title: string, dishIcon = 'tumbler-glass'): DishWords =>
      dish(title, { dishTypes: ['drink'], dishIcon });
    expect(chooseVessel(drink('Mango Lassi'))).toBe('glass');
    expect(chooseVessel(drink('Masala Chai'))).toBe('mug');
    expect(chooseVessel(drink('Iced Coffee'))).toBe('glass');
    expect(chooseVessel(drink('Spiced Apple Drink', 'hot-beverage'))).toBe('mug');
    // Drink words do not make a dish a drink: a tea loaf is baked.
    expect(chooseVessel(dish('Tea Loaf', { dishTypes: ['baking'] }))).toBe('loaf-tin');
  });

  it('falls back on the dish icon, then the dish types, then a plate', () => {
    expect(chooseVessel(dish('Chicken Cacciatore', { dishIcon: 'pot-of-food' }))).toBe('pot');
    expect(chooseVessel(dish('Huevos Motuleños', { dishIcon: 'shallow-pan-of-food' }))).toBe('skillet');
    expect(chooseVessel(dish('Minestrone', { dishTypes: ['soup'] }))).toBe('bowl');
    expect(chooseVessel(dish('Baklava', { dishTypes: ['dessert'] }))).toBe('doily');
    expect(chooseVessel(dish('Spiced Nuts', { dishTypes: ['snack'] }))).toBe('board');
    expect(chooseVessel(dish('Grilled Lamb Chops'))).toBe('plate');
  });

  it('keeps sweet words for sweet dishes: crab cakes are not served on a doily', () => {
    expect(chooseVessel(dish('Maryland Crab Cakes'))).toBe('plate');
    expect(chooseVessel(dish('Lemon Drizzle Cake', { dishTypes: ['dessert'] }))).toBe('doily');
  });
});

describe('sauceColour', () => {
  it('takes the colour from the ingredients', () => {
    expect(colour('Shakshuka', ['800 g canned chopped tomatoes', '1 teaspoon smoked paprika', '6 large eggs'])).toBe(
      'red',
    );
    expect(colour('Saag', ['500 g spinach', '1 onion', '2 cloves garlic'])).toBe('green');
    expect(colour('Dal', ['200 g yellow split peas', '1 teaspoon turmeric', '1 onion'])).toBe('yellow');
    expect(colour('Korma', ['400 ml coconut milk', '150 g plain yogurt', '500 g chicken'])).toBe('cream');
    expect(colour('Mole', ['60 g dark chocolate', '2 tablespoons soy sauce'])).toBe('brown');
    expect(colour('Borscht', ['500 g beetroot, grated', '1 carrot'])).toBe('crimson');
  });

  it('lets the title decide when it names a colour', () => {
    const lines = ['400 ml coconut milk', '200 g firm tofu', '300 g jasmine rice', '3 tablespoons curry paste'];
    expect(colour('Thai Green Curry with Tofu', lines)).toBe('green');
    expect(colour('Thai Red Curry with Tofu', lines)).toBe('red');
    expect(colour('Pumpkin Soup', ['1 litre vegetable stock', '200 ml cream'])).toBe('orange');
  });

  it('weighs a spoonful less than a main ingredient, and ignores words that name no colour', () => {
    expect(colour('Green Beans', ['1 teaspoon chilli flakes', '400 g green beans'])).toBe('green');
    expect(colour('Steak', ['2 steaks', '1 teaspoon black pepper', '1 tablespoon cornflour'])).toBeUndefined();
    expect(colour('Grilled Steak', ['2 sirloin steaks', '2 tablespoons water'])).toBeUndefined();
  });
});

describe('garnishOf', () => {
  it('scatters what the lines sprinkle on top', () => {
    expect(garnishOf({ title: 'Pho', ingredients: ['1 bunch Thai basil', '2 spring onions'] })?.name).toBe('herbs');
    expect(garnishOf({ title: 'Bang Bang Chicken', ingredients: ['1 tablespoon sesame seeds'] })?.name).toBe('sesame');
    expect(garnishOf({ title: 'Victoria Sponge', ingredients: ['1 tablespoon icing sugar'] })?.name).toBe('sugar');
    expect(garnishOf({ title: 'Plain Rice', ingredients: ['200 g rice', '400 ml water'] })).toBeUndefined();
  });
});

describe('foldWords', () => {
  it('folds accents, case, apostrophes and hyphens', () => {
    expect(foldWords("Ragù all'Stir-Fry  Crème")).toBe('ragu all stir fry creme');
  });
});
