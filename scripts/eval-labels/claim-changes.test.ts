import { describe, expect, it } from 'vitest';
import { claimChanges } from './claim-changes';

describe('claimChanges', () => {
  it('counts every claim gained or lost, by recipe and by claim', () => {
    const changes = claimChanges(
      {
        'catalog: cassoulet.md': ['gluten-free', 'ketogenic'],
        'catalog: salad.md': ['vegan'],
        'catalog: soup.md': ['vegetarian'],
      },
      {
        'catalog: cassoulet.md': ['gluten-free'],
        'catalog: salad.md': ['vegan'],
        'catalog: soup.md': ['ketogenic', 'vegan'],
      },
    );
    expect(changes.changed).toBe(4);
    expect(changes.recipes).toEqual([
      { recipe: 'catalog: cassoulet.md', gained: [], lost: ['ketogenic'] },
      { recipe: 'catalog: soup.md', gained: ['ketogenic', 'vegan'], lost: ['vegetarian'] },
    ]);
    expect(changes.byClaim.get('ketogenic')).toEqual({ gained: 1, lost: 1 });
    expect(changes.byClaim.get('vegetarian')).toEqual({ gained: 0, lost: 1 });
  });

  it('leaves out a recipe only one run labelled', () => {
    const changes = claimChanges({ 'catalog: old.md': ['vegan'] }, { 'catalog: new.md': ['ketogenic'] });
    expect(changes.changed).toBe(0);
    expect(changes.recipes).toEqual([]);
  });
});
