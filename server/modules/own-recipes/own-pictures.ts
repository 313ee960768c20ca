import sharp from 'sharp';
import {
  composeRecipeSvg,
  FALLBACK_ICON,
  isKnownIcon,
  PICTURE_HEIGHT,
  PICTURE_WIDTH,
} from '../../../catalog/pictures/compose';

/** Words of a title that name the dish, and the icon that shows it. */
const DISH_ICONS: Record<string, string> = {
  soup: 'pot-of-food',
  stew: 'pot-of-food',
  chili: 'pot-of-food',
  casserole: 'shallow-pan-of-food',
  bake: 'shallow-pan-of-food',
  curry: 'curry-rice',
  salad: 'green-salad',
  pie: 'pie',
  tart: 'pie',
  quiche: 'pie',
  cake: 'shortcake',
  pancake: 'pancakes',
  sandwich: 'sandwich',
  burger: 'hamburger',
  pizza: 'pizza',
  taco: 'taco',
  burrito: 'burrito',
  cookie: 'cookie',
  biscuit: 'cookie',
  dumpling: 'dumpling',
  bread: 'bread',
  loaf: 'bread',
  waffle: 'waffle',
  omelette: 'cooking',
  smoothie: 'tropical-drink',
  tea: 'hot-beverage',
  coffee: 'hot-beverage',
  pasta: 'spaghetti',
  noodle: 'steaming-bowl',
  ramen: 'steaming-bowl',
  porridge: 'bowl-with-spoon',
};

/** Foods whose icon has another name than the food. */
const FOOD_ICONS: Record<string, string> = {
  rice: 'cooked-rice',
  cheese: 'cheese-wedge',
  apple: 'red-apple',
  milk: 'glass-of-milk',
  honey: 'honey-pot',
  pepper: 'bell-pepper',
  chilli: 'hot-pepper',
  beef: 'cut-of-meat',
  lamb: 'cut-of-meat',
  pork: 'cut-of-meat',
  chicken: 'poultry-leg',
  turkey: 'poultry-leg',
  spinach: 'leafy-green',
  kale: 'leafy-green',
  ginger: 'ginger-root',
  pea: 'pea-pod',
  blueberry: 'blueberries',
  cherry: 'cherries',
  grape: 'grapes',
  chocolate: 'chocolate-bar',
  corn: 'ear-of-corn',
};

const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('oes') ? word.slice(0, -2) : word.replace(/s$/, '');

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word.length > 2)
    .map(singular);

/**
 * The icons a recipe's picture is drawn from: the dish its title names, then up to two foods named
 * in its title or ingredient lines; the plate when nothing is recognised.
 */
export function iconsFor(title: string, ingredientLines: readonly string[]): string[] {
  const icons: string[] = [];
  const add = (icon: string | undefined) => {
    if (icon && !icons.includes(icon) && isKnownIcon(icon)) icons.push(icon);
  };
  for (const word of wordsOf(title)) add(DISH_ICONS[word]);
  for (const word of [...wordsOf(title), ...ingredientLines.flatMap(wordsOf)]) {
    if (icons.length >= 3) break;
    add(FOOD_ICONS[word] ?? (DISH_ICONS[word] ? undefined : word));
  }
  return icons.length > 0 ? icons.slice(0, 3) : [FALLBACK_ICON];
}

/**
 * A picture drawn for a recipe added without one, in the style of the catalog's: tiles show only
 * recipes with a picture, and a cook's own recipe should be found like any other.
 */
export async function drawPicture(recipe: {
  id: number;
  title: string;
  ingredientLines: readonly string[];
  cuisines: readonly string[];
  dishTypes: readonly string[];
}): Promise<Buffer> {
  const svg = composeRecipeSvg({
    icons: iconsFor(recipe.title, recipe.ingredientLines),
    cuisine: recipe.cuisines[0] ?? '',
    dishTypes: [...recipe.dishTypes],
    title: recipe.title,
    ingredients: recipe.ingredientLines,
    seed: recipe.id,
  });
  return sharp(Buffer.from(svg)).resize(PICTURE_WIDTH, PICTURE_HEIGHT).webp({ quality: 82, effort: 2 }).toBuffer();
}
