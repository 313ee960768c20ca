import { DIET_IDS, isAllergyId, isDietId, isFreeFromId, type DietId, type FreeFromId } from '@shared/ids';
import { DISH_TYPES } from '@shared/recipe';

/** The filter panel's choices, as they live in the page address (`/search?q=…&diet=vegan&free=dairy,egg`). */
export interface PanelFilters {
  diet: DietId | '';
  free: FreeFromId[];
  cuisine: string;
  type: string;
  maxReadyTime: number;
  /** '' for relevance. */
  sort: PanelSort;
  /** Ingredients at hand, comma-joined as typed: results use the most of them. */
  have: string;
  /** Saved diets and allergies (ids) switched off for this search; the saved profile is unchanged. */
  off: string[];
}

export const SORT_CHOICES = [
  ['', 'Best match'],
  ['time', 'Quickest first'],
  ['calories', 'Fewest calories'],
  ['protein', 'Most protein'],
  ['newest', 'Newest'],
] as const;
export type PanelSort = (typeof SORT_CHOICES)[number][0];

export const NO_PANEL_FILTERS: PanelFilters = {
  diet: '',
  free: [],
  cuisine: '',
  type: '',
  maxReadyTime: 0,
  sort: '',
  have: '',
  off: [],
};

/** The ingredients at hand as a list: at most eight, each trimmed and at most 40 characters. */
export const haveList = (have: string): string[] =>
  have
    .split(',')
    .map((item) => item.trim().slice(0, 40))
    .filter(Boolean)
    .slice(0, 8);

/** The cuisines with at least 15 recipes in the built-in catalog. */
export const CUISINES = [
  'American',
  'Argentinian',
  'Australian',
  'Austrian',
  'Brazilian',
  'British',
  'Caribbean',
  'Chinese',
  'Eastern European',
  'Egyptian',
  'Ethiopian',
  'Filipino',
  'French',
  'Georgian',
  'German',
  'Greek',
  'Hungarian',
  'Indian',
  'Indonesian',
  'Irish',
  'Israeli',
  'Italian',
  'Japanese',
  'Korean',
  'Latin American',
  'Lebanese',
  'Malaysian',
  'Mexican',
  'Middle Eastern',
  'Moroccan',
  'Nordic',
  'Pakistani',
  'Persian',
  'Peruvian',
  'Polish',
  'Portuguese',
  'Russian',
  'South African',
  'Spanish',
  'Sri Lankan',
  'Swiss',
  'Taiwanese',
  'Thai',
  'Turkish',
  'Vietnamese',
  'West African',
] as const;

/** The dish types to choose from: every one but sauces, which nobody plans a meal around. */
export const MEALS: readonly string[] = DISH_TYPES.filter((type) => type !== 'sauce');

export const TIMES = [15, 20, 30, 45, 60] as const;

/** The groups the panel offers to leave out, most asked for first. */
export const FREE_CHOICES: readonly FreeFromId[] = [
  'gluten',
  'dairy',
  'egg',
  'nuts',
  'peanut',
  'shellfish',
  'fish',
  'soy',
  'wheat',
  'sulfite',
  'meat',
  'alcohol',
  'sugar',
];

/** Reads the panel from the page address; unknown values are ignored. */
export function panelFromParams(params: URLSearchParams): PanelFilters {
  const diet = params.get('diet') ?? '';
  const time = Number(params.get('time'));
  const cuisine = params.get('cuisine') ?? '';
  const type = params.get('type') ?? '';
  const sort = SORT_CHOICES.find(([value]) => value !== '' && value === params.get('sort'))?.[0] ?? '';
  return {
    diet: isDietId(diet) ? diet : '',
    free: [...new Set((params.get('free') ?? '').split(',').filter(isFreeFromId))],
    cuisine: (CUISINES as readonly string[]).includes(cuisine) ? cuisine : '',
    type: MEALS.includes(type) ? type : '',
    maxReadyTime: (TIMES as readonly number[]).includes(time) ? time : 0,
    sort,
    have: haveList(params.get('have') ?? '').join(', '),
    off: [...new Set((params.get('off') ?? '').split(',').filter((id) => isDietId(id) || isAllergyId(id)))],
  };
}

/** Writes the text and the panel into page-address parameters, leaving out what is not set. */
export function paramsOf(q: string, panel: PanelFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      q: q.trim(),
      diet: panel.diet,
      free: panel.free.join(','),
      cuisine: panel.cuisine,
      type: panel.type,
      time: panel.maxReadyTime ? String(panel.maxReadyTime) : '',
      sort: panel.sort,
      have: haveList(panel.have).join(','),
      off: panel.off.join(','),
    }).filter(([, value]) => value !== ''),
  );
}

export const countChoices = (panel: PanelFilters): number =>
  (panel.diet ? 1 : 0) +
  panel.free.length +
  (panel.cuisine ? 1 : 0) +
  (panel.type ? 1 : 0) +
  (panel.maxReadyTime ? 1 : 0) +
  (panel.have ? 1 : 0);

export const DIET_CHOICES = DIET_IDS;
