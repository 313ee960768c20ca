import { describe, expect, it } from 'vitest';
import { convertLine, convertTemperatures } from './units';

describe('convertLine', () => {
  it.each([
    ['200 g plain flour', 'us', '7 oz plain flour'],
    ['1 kg potatoes', 'us', '2¼ lb potatoes'],
    ['500 g beef mince', 'us', '1 lb beef mince'],
    ['250 ml milk', 'us', '1 cup milk'],
    ['500 ml stock', 'us', '2 cups stock'],
    ['30 ml lemon juice', 'us', '1 fl oz lemon juice'],
    ['1 litre water', 'us', '4¼ cups water'],
    ['2 cups flour', 'metric', '480 ml flour'],
    ['1/2 cup milk', 'metric', '120 ml milk'],
    ['1 1/2 cups stock', 'metric', '360 ml stock'],
    ['8 oz cream cheese', 'metric', '225 g cream cheese'],
    ['1 lb ground beef', 'metric', '455 g ground beef'],
    ['2 lbs chicken thighs', 'metric', '905 g chicken thighs'],
    ['3 pounds potatoes', 'metric', '1.4 kg potatoes'],
    ['1 pint double cream', 'metric', '475 ml double cream'],
    ['4 fl oz rum', 'metric', '120 ml rum'],
    ['6 cups water', 'metric', '1.4 l water'],
  ] as const)('%s in %s is %s', (line, system, text) => {
    expect(convertLine(line, system)).toBe(text);
  });

  it.each([
    ['2 tbsp olive oil', 'metric'],
    ['1 tsp salt', 'us'],
    ['3 eggs', 'metric'],
    ['salt to taste', 'us'],
    ['200 g flour', 'metric'],
    ['2 cups rice', 'us'],
    ['2 garlic cloves', 'us'],
    ['1 large onion', 'metric'],
  ] as const)('%s stays as written in %s', (line, system) => {
    expect(convertLine(line, system)).toBeNull();
  });
});

describe('convertTemperatures', () => {
  it.each([
    ['Heat the oven to 180°C.', 'us', 'Heat the oven to 350°F.'],
    ['Bake at 200 °C for 20 minutes.', 'us', 'Bake at 400°F for 20 minutes.'],
    ['Preheat to 220C (gas mark 7).', 'us', 'Preheat to 425°F (gas mark 7).'],
    ['Bake at 350°F.', 'metric', 'Bake at 180°C.'],
    ['Roast at 425 °F.', 'metric', 'Roast at 220°C.'],
    ['Chill to 4°C.', 'us', 'Chill to 39°F.'],
    ['Bake at 180°C.', 'metric', 'Bake at 180°C.'],
    ['Cook for 20 minutes.', 'us', 'Cook for 20 minutes.'],
  ] as const)('%s in %s', (text, system, expected) => {
    expect(convertTemperatures(text, system)).toBe(expected);
  });
});
