import { describe, expect, it } from 'vitest';
import { countChoices, NO_PANEL_FILTERS, panelFromParams, paramsOf } from './panel';

describe('filter panel in the page address', () => {
  it('reads known choices and ignores the rest', () => {
    const panel = panelFromParams(
      new URLSearchParams(
        'q=curry&diet=vegan&free=dairy,bogus,dairy,egg&cuisine=Thai&type=dessert&time=30&sort=time&off=peanut,x,vegan',
      ),
    );
    expect(panel).toEqual({
      diet: 'vegan',
      free: ['dairy', 'egg'],
      cuisine: 'Thai',
      type: 'dessert',
      maxReadyTime: 30,
      sort: 'time',
      have: '',
      off: ['peanut', 'vegan'],
    });
    // Switching a saved filter off is not a panel choice.
    expect(countChoices(panel)).toBe(6);
    expect(panelFromParams(new URLSearchParams('diet=carnivore&time=7&cuisine=Martian&sort=popular'))).toEqual(
      NO_PANEL_FILTERS,
    );
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(paramsOf('  ', NO_PANEL_FILTERS)).toEqual({});
    const panel = { ...NO_PANEL_FILTERS, free: ['nuts' as const], maxReadyTime: 15, off: ['soy'] };
    const params = paramsOf(' soup ', panel);
    expect(params).toEqual({ q: 'soup', free: 'nuts', time: '15', off: 'soy' });
    expect(panelFromParams(new URLSearchParams(params))).toEqual(panel);
  });
});
