import { describe, expect, it } from 'vitest';
import { mergeShoppingList } from '../../../shared/shopping-list/merge';
import type { ShoppingLine } from '../../../shared/shopping-list/types';
import { foodFactsOf } from './food-facts';

/** The list's lines, in order, once `texts` are added: read by the real food knowledge, then merged. */
function listOf(texts: string[]): string[] {
  const facts = foodFactsOf(texts);
  const lines: ShoppingLine[] = texts.map((text, index) => ({
    id: String(index),
    text,
    checked: false,
    sources: [],
    food: facts[index]!,
  }));
  return mergeShoppingList(lines)
    .flatMap((group) => group.lines.map((line) => line.text))
    .sort();
}

/** [lines added, what the list shows, sorted]. */
const TABLE: [string[], string[]][] = [
  // Names of one product merge, under the food's canonical name.
  [['200 g feta', '100 g feta cheese'], ['300 g feta']],
  [['100 g feta cheese', '50 g crumbled feta'], ['150 g feta cheese']],
  [['1 tsp black pepper', '1/2 tsp ground black pepper'], ['1½ tsp black pepper']],
  [['1/2 tsp freshly ground black pepper', '1 tsp black pepper'], ['1½ tsp freshly ground black pepper']],
  // A volume and a weight of one food add up through the food's density: herbs too.
  [['10 g dill', '1 tbsp dill'], ['13 g dill']],
  [['10 g fresh dill', '1 tbsp chopped dill'], ['13 g fresh dill']],
  [['20 g parsley', '2 tbsp chopped fresh parsley'], ['26 g parsley']],
  [['100 g feta', '1/2 cup feta cheese'], ['160 g feta']],
  // Different things to buy stay apart, however alike their names.
  [
    ['1 red pepper', '1 tsp black pepper'],
    ['1 red pepper', '1 tsp black pepper'],
  ],
  [
    ['400 ml coconut milk', '200 ml milk'],
    ['200 ml milk', '400 ml coconut milk'],
  ],
  [
    ['1 sweet potato', '2 potatoes'],
    ['1 sweet potato', '2 potatoes'],
  ],
  [
    ['1 tsp dill seed', '10 g dill'],
    ['1 tsp dill seed', '10 g dill'],
  ],
  [
    ['50 g roquefort', '50 g gruyere'],
    ['50 g gruyere', '50 g roquefort'],
  ],
  [
    ['1 tsp white pepper', '1 tsp black pepper'],
    ['1 tsp black pepper', '1 tsp white pepper'],
  ],
  [
    ['50 g pecorino', '50 g parmesan'],
    ['50 g parmesan', '50 g pecorino'],
  ],
  [
    ['100 g coconut flour', '100 g flour'],
    ['100 g coconut flour', '100 g flour'],
  ],
  [
    ['2 red onions', '1 onion'],
    ['1 onion', '2 red onions'],
  ],
  [
    ['1 tsp smoked paprika', '1 tsp paprika'],
    ['1 tsp paprika', '1 tsp smoked paprika'],
  ],
  [
    ['200 ml red wine', '200 ml dry white wine'],
    ['200 ml dry white wine', '200 ml red wine'],
  ],
  [
    ['500 g ground turkey', '500 g turkey'],
    ['500 g ground turkey', '500 g turkey'],
  ],
  [
    ['200 g cooked chicken', '200 g chicken'],
    ['200 g chicken', '200 g cooked chicken'],
  ],
  [
    ['100 g dried chickpeas', '100 g chickpeas'],
    ['100 g chickpeas', '100 g dried chickpeas'],
  ],
  [
    ['2 tbsp pomegranate molasses', '2 tbsp molasses'],
    ['2 tbsp molasses', '2 tbsp pomegranate molasses'],
  ],
  [['1 tsp ground cumin', '1/2 tsp cumin'], ['1½ tsp ground cumin']],
  [['50 g feta', '50 g feta'], ['100 g feta']],
  // A food whose density nobody knows keeps a volume beside a weight.
  [['10 g dried dill', '1 tbsp dried dill'], ['10 g + 1 tbsp dried dill']],
  [['2 g dill seed', '1 tsp dill seed'], ['2 g + 1 tsp dill seed']],
];

describe('near-duplicate names on the shopping list', () => {
  it.each(TABLE)('%j shows %j', (texts, expected) => {
    expect(listOf(texts)).toEqual(expected);
  });
});
