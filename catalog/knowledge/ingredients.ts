/**
 * The ingredient knowledge base: what an ingredient is (its categories), what 100 g of it holds,
 * and how much one counted piece weighs. Diet and allergen labels are derived from these
 * categories by the rules in `catalog/labels/rules.ts`; nothing here names a diet.
 *
 * Authoring rules, because a wrong category here is a wrong label on every recipe using it:
 * - An entry lists everything the product commonly contains, not just its main ingredient:
 *   soy sauce is soy + wheat, Worcestershire holds anchovy (fish) and malt vinegar (gluten).
 *   When a product often but not always contains something (miso with barley, oats handled next
 *   to wheat), it is listed: "may contain" counts as "contains".
 * - A composite whose recipe varies too much to know ("salad dressing", "seasoning", "sauce")
 *   is deliberately absent, so a line naming it stays unrecognised and the recipe makes no
 *   free-from claim.
 * - Names are written singular; the index adds plural forms of the last word. Spelling variants
 *   (US/UK) and common synonyms are listed explicitly.
 * - Tables keep one ingredient per line (prettier-ignore) so a review reads them as tables.
 * - Macros are per 100 g as sold (dry pasta, rice and lentils; canned or cooked beans), rounded
 *   from public food-composition tables. They feed estimates, not medical advice.
 */
import type { PerUnit } from './units';

export const CATEGORIES = [
  // Animal products.
  'meat', // red meat, pork, game, offal, animal fat from them
  'poultry',
  'fish',
  'crustacean', // shrimp, prawn, crab, lobster, crayfish
  'mollusc', // mussel, clam, oyster, scallop, squid, octopus, snail
  'egg',
  'dairy',
  'clarified-butter', // ghee: dairy, yet whole30 and paleo allow it
  'honey',
  'gelatin', // gelatine, collagen: made from animal bones and skin
  'animal-rennet', // cheeses whose protected recipe requires calf rennet (Parmigiano, Gruyère...)
  // Allergen-bearing plants.
  'gluten-grain', // barley, rye, malt, regular oats: gluten without (necessarily) wheat
  'wheat', // every wheat species: durum, spelt, farro, kamut, semolina, bulgur, couscous
  'soy',
  'peanut',
  'tree-nut',
  // Plants and products that some diets exclude.
  'legume', // beans, lentils, chickpeas, soy, peanuts
  'pod-legume', // green beans, peas, snow and snap peas: eaten as vegetables
  'grain', // cereals and pseudo-cereals, incl. corn, rice, quinoa, buckwheat
  'added-sugar', // refined sugars and syrups, artificial sweeteners
  'unrefined-sweetener', // maple syrup, coconut sugar, date syrup: paleo accepts them
  'alcohol',
  'sulfite', // wine, wine vinegar, dried fruit, molasses...
  'seed-oil', // refined seed oils and the spreads made from them
  'additive', // carrageenan, MSG, sulfite preservatives, colourings
  // Neutral plant and pantry categories.
  'vegetable',
  'fruit',
  'herb-spice',
  'nut', // botanical nuts incl. coconut; the allergen is 'tree-nut'
  'seed',
  'oil-fat',
  'water',
  'salt',
  'condiment',
  'starch',
  'leavening',
  'beverage',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Macros {
  readonly kcal: number;
  readonly fat: number;
  readonly protein: number;
  readonly carbs: number;
}

export interface IngredientEntry {
  /** Canonical name: the first of `names`. */
  readonly id: string;
  /** Every phrase that names this ingredient, singular, as a cook writes it. */
  readonly names: readonly string[];
  readonly categories: readonly Category[];
  readonly per100g: Macros;
  /** Grams of one counted item of medium size ("1 egg", "2 onions"). */
  readonly each?: number;
  /** Grams per millilitre, for lines measured in cups and spoons. */
  readonly density?: number;
  /**
   * For ingredients sold dry and weighed dry (rice, pasta, lentils): the share of the dry energy
   * left in the same weight once cooked, used when a line says "cooked" ("600 g cooked rice").
   */
  readonly cooked?: number;
  /** Grams per counted unit where the default in units.ts would be wrong (a stick of cinnamon). */
  readonly per?: Readonly<Partial<Record<PerUnit, number>>>;
  /**
   * A word that changes what another ingredient holds ("breaded", "sweetened") or a harmless
   * phrase that must win over a shorter match ("sugar free"). It never makes a line known alone.
   */
  readonly modifier?: boolean;
}

interface RowOptions {
  /** Categories added to the group's. */
  readonly also?: readonly Category[];
  /** Categories replacing the group's. */
  readonly cats?: readonly Category[];
  readonly each?: number;
  readonly density?: number;
  readonly cooked?: number;
  readonly per?: Readonly<Partial<Record<PerUnit, number>>>;
}
/** names ('|'-separated, canonical first), kcal, fat, protein, carbohydrate per 100 g, options. */
type Row = readonly [names: string, kcal: number, fat: number, protein: number, carbs: number, options?: RowOptions];

function group(categories: readonly Category[], rows: readonly Row[]): IngredientEntry[] {
  return rows.map(([names, kcal, fat, protein, carbs, options]) => {
    const list = names
      .split('|')
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    return {
      id: list[0] ?? names,
      names: list,
      categories: options?.cats ?? [...categories, ...(options?.also ?? [])],
      per100g: { kcal, fat, protein, carbs },
      each: options?.each,
      density: options?.density,
      cooked: options?.cooked,
      per: options?.per,
    };
  });
}

function modifiers(rows: readonly (readonly [names: string, categories: readonly Category[]])[]): IngredientEntry[] {
  return rows.map(([names, categories]) => {
    const list = names.split('|').map((name) => name.trim());
    return {
      id: list[0] ?? names,
      names: list,
      categories,
      per100g: { kcal: 0, fat: 0, protein: 0, carbs: 0 },
      modifier: true,
    };
  });
}

// Frequently reused category sets.
const WHEAT: readonly Category[] = ['grain', 'gluten-grain', 'wheat'];
/** UK sausages hold rusk (wheat) and sulphite preservative; cured meat is cured with sugar. */
const SAUSAGE: readonly Category[] = ['meat', 'grain', 'gluten-grain', 'wheat', 'sulfite', 'added-sugar', 'additive'];
const CURED: readonly Category[] = ['meat', 'added-sugar', 'additive'];
/** Bouillon cubes and powders commonly hold wheat flour, hydrolysed soy and MSG. */
const BOUILLON: readonly Category[] = ['grain', 'gluten-grain', 'wheat', 'soy', 'additive', 'salt'];

// Macro shorthands for groups whose members are nutritionally alike.
const SPICE = [300, 10, 12, 55] as const;
const HERB = [35, 0.7, 3, 6] as const;

// prettier-ignore
const BASICS: IngredientEntry[] = [
  ...group(['water'], [
    ['water|tap water|filtered water|drinking water|spring water|mineral water|hot water from the kettle', 0, 0, 0, 0, { density: 1 }],
    ['ice|ice cube|crushed ice|ice water|iced water', 0, 0, 0, 0, { density: 0.92, each: 25 }],
    ['sparkling water|soda water|club soda|seltzer|seltzer water|carbonated water|fizzy water', 0, 0, 0, 0, { density: 1 }],
  ]),
  ...group(['salt'], [
    ['salt|sea salt|kosher salt|table salt|rock salt|flaky salt|flaky sea salt|salt flake|sea salt flake|fleur de sel|pink salt|himalayan salt|himalayan pink salt|maldon salt|coarse salt|fine salt|iodized salt|iodised salt|pickling salt|cooking salt|smoked salt|black salt|kala namak|truffle salt', 0, 0, 0, 0, { density: 1.2 }],
    ['celery salt|garlic salt|onion salt', 20, 0.5, 0.5, 4, { also: ['herb-spice'], density: 1.2 }],
    ['lemon pepper|lemon pepper seasoning', 120, 2, 4, 25, { also: ['herb-spice'], density: 0.7 }],
  ]),
];

// prettier-ignore
const HERBS_AND_SPICES: IngredientEntry[] = group(['herb-spice'], [
  // Fresh and dried herbs.
  ['basil|sweet basil|thai basil|holy basil|tulsi|scent leaf|scent leaves|efirin|nchanwu|african basil|basil leaf|genovese basil|purple basil', ...HERB, { density: 0.2, per: { bunch: 30 } }],
  ['parsley|parsely|flat leaf parsley|italian parsley|curly parsley|parsley leaf|parsley flake', ...HERB, { density: 0.2, per: { bunch: 50 } }],
  ['cilantro|coriander|coriander leaf|coriander seed|cilantro leaf|chinese parsley|dhania', ...HERB, { density: 0.2, per: { bunch: 50 } }],
  ['dill|dill weed|dill frond|dill seed', ...HERB, { density: 0.2, per: { bunch: 30 } }],
  ['mint|spearmint|peppermint|mint leaf|mint sprig|pudina', ...HERB, { density: 0.2, per: { bunch: 30 } }],
  ['rosemary|rosemary sprig|rosemary leaf', ...HERB, { density: 0.2, per: { sprig: 1 } }],
  ['thyme|lemon thyme|thyme sprig|thyme leaf', ...HERB, { density: 0.2, per: { sprig: 0.5 } }],
  ['oregano|mexican oregano|origan|oregano leaf', ...HERB, { density: 0.2 }],
  ['marjoram|sweet marjoram', ...HERB, { density: 0.2 }],
  ['sage|sage leaf', ...HERB, { density: 0.2, each: 1 }],
  ['tarragon|french tarragon', ...HERB, { density: 0.2 }],
  ['chive|chives|garlic chive|garlic chives|chinese chives', ...HERB, { density: 0.2, per: { bunch: 20 } }],
  ['chervil', ...HERB, { density: 0.2 }],
  ['bay leaf|bay leaves|bayleaf|bayleaves|laurel leaf|bay', ...HERB, { each: 0.2 }],
  ['lemongrass|lemon grass|lemongrass stalk|lemon grass stalk', 99, 0.5, 1.8, 25, { each: 20, per: { stalk: 20 } }],
  ['kaffir lime leaf|kaffir lime leaves|makrut lime leaf|makrut lime leaves|lime leaf|lime leaves|citrus leaf', ...HERB, { each: 0.5 }],
  ['curry leaf|curry leaves|kadi patta|kari patta', ...HERB, { each: 0.1, per: { sprig: 1 } }],
  ['fenugreek leaf|fenugreek leaves|kasuri methi|dried fenugreek leaves|methi|methi leaves', ...HERB, { density: 0.2 }],
  ['lovage|savory|savoury|summer savory|winter savory|shiso|perilla|epazote|culantro|sawtooth coriander|vietnamese mint|rau ram|borage|hyssop|lemon balm|lemon verbena|sweet cicely|angelica', ...HERB, { density: 0.2 }],
  ['herb|fresh herb|mixed herb|soft herb|dried herb|dried mixed herb|mixed dried herb|herbes de provence|herbs de provence|italian seasoning|italian herb|italian herb seasoning|fines herbes|bouquet garni|provencal herb', ...HERB, { density: 0.2 }],
  ['zaatar|za atar|zahtar', 320, 15, 10, 40, { density: 0.4 }],
  // Spices.
  ['black pepper|pepper|ground pepper|ground black pepper|peppercorn|black peppercorn|white pepper|ground white pepper|white peppercorn|cracked pepper|cracked black pepper|pink peppercorn|green peppercorn|mixed peppercorn|tellicherry pepper|long pepper', 251, 3.3, 10, 64, { density: 0.5 }],
  ['sichuan pepper|szechuan pepper|sichuan peppercorn|szechuan peppercorn|sansho', ...SPICE, { density: 0.4 }],
  ['cumin|cumin seed|jeera|ground cumin|black cumin|shahi jeera|roasted cumin', 375, 22, 18, 44, { density: 0.5 }],
  ['turmeric|curcuma|tumeric|ground tumeric|ground turmeric|haldi|turmeric powder|fresh turmeric|turmeric root', 312, 3.3, 9.7, 67, { density: 0.5, per: { thumb: 10, inch: 8 } }],
  ['paprika|paprica|sweet paprika|smoked paprika|hot paprika|hungarian paprika|spanish paprika|pimenton|pimenton de la vera|sweet smoked paprika|hot smoked paprika', 282, 13, 14, 54, { density: 0.5 }],
  ['cayenne|cayenne pepper|ground cayenne|ground red pepper|red pepper powder', 318, 17, 12, 57, { density: 0.5 }],
  ['chili powder|chilli powder|chile powder|red chili powder|red chilli powder|kashmiri chili powder|kashmiri chilli powder|ancho chili powder|ancho chile powder|chipotle powder|chipotle chili powder|chipotle chile powder|chile de arbol powder|lal mirch|deggi mirch|hot chili powder|mild chili powder', 282, 14, 13, 50, { density: 0.5 }],
  ['red pepper flake|red pepper flakes|crushed red pepper|crushed red pepper flakes|chili flake|chili flakes|chilli flake|chilli flakes|chile flakes|red chili flakes|red chilli flakes|crushed chili|crushed chilli|dried chilli flakes|gochugaru|korean chili flakes|korean red pepper flakes|korean chili powder|aleppo pepper|urfa biber|pul biber|marash pepper|piment d espelette|espelette pepper', 318, 17, 12, 57, { density: 0.4 }],
  ['dried chili|dried chilli|dried chile|dried red chili|dried red chilli|dried red chillies|dried red chilies|whole dried chilli|ancho chile|ancho chili|ancho|guajillo|guajillo chile|guajillo chili|pasilla|pasilla chile|chile de arbol|arbol chile|arbol chili|mulato chile|cascabel chile|chipotle|chipotle chile|chipotle pepper|chipotle chili|morita chile|new mexico chile|kashmiri chilli|kashmiri chili|kashmiri chillies|byadgi chilli|dried bird eye chilli', 324, 6, 12, 70, { each: 2 }],
  ['cinnamon|ground cinnamon|cinnamon stick|cinnamon sticks|cinnamon bark|cassia|cassia bark|cinnamom|cinammon|cinamon|ceylon cinnamon|cinnamon quill', 247, 1.2, 4, 81, { density: 0.5, each: 3, per: { stick: 3 } }],
  ['nutmeg|nuez moscada|ground nutmeg|whole nutmeg|grated nutmeg|freshly grated nutmeg|mace|ground mace|blade mace', 525, 36, 6, 49, { density: 0.5, each: 6 }],
  ['clove|cloves|ground cloves|whole cloves|ground clove|whole clove|laung', 274, 13, 6, 66, { density: 0.5, each: 0.1 }],
  ['allspice|ground allspice|allspice berry|allspice berries|pimento berry|jamaica pepper', 263, 8.7, 6, 72, { density: 0.5 }],
  ['cardamom|cardamom pod|cardamom pods|green cardamom|green cardamom pod|green cardamom pods|black cardamom|black cardamom pod|ground cardamom|cardamom seed|elaichi', 311, 6.7, 11, 68, { density: 0.5, each: 0.2 }],
  ['star anise|star anise pod|anise|aniseed|anise seed|ground anise|fennel seed|fennel seeds|ground fennel|ground fennel seed|saunf|caraway|caraway seed|caraway seeds', 337, 16, 16, 50, { density: 0.5, each: 0.5 }],
  ['celery seed|ground celery seed', 392, 25, 18, 41, { density: 0.5 }],
  ['mustard seed|mustard seeds|black mustard seed|black mustard seeds|brown mustard seed|brown mustard seeds|yellow mustard seed|yellow mustard seeds|rai', 508, 36, 26, 28, { density: 0.6 }],
  ['mustard powder|dry mustard|ground mustard|english mustard powder|mustard flour', 508, 36, 26, 28, { density: 0.45 }],
  ['fenugreek|fenugreek seed|fenugreek seeds|ground fenugreek', 323, 6.4, 23, 58, { density: 0.6 }],
  ['nigella seed|nigella seeds|nigella|nigella sativa|kalonji|black onion seed|black onion seeds|charnushka', 345, 22, 18, 44, { density: 0.5 }],
  ['saffron|saffron thread|saffron threads|saffron strand|saffron strands|kesar', 310, 6, 11, 65, { density: 0.2 }],
  ['garlic powder|granulated garlic|garlic granules|dried garlic', 331, 0.7, 17, 73, { density: 0.5 }],
  ['onion powder|dried onion|onion flake|onion flakes|dried minced onion|dehydrated onion|granulated onion|onion granules', 341, 1, 10, 79, { density: 0.5 }],
  ['ground ginger|dried ginger|ginger powder|sonth', 335, 4.2, 9, 72, { density: 0.5 }],
  ['garam masala|curry powder|masala|chicken masala|meat masala|fish masala|sabzi masala|curry masala|jamaican curry powder|madras curry powder|mild curry powder|hot curry powder|chaat masala|tandoori masala|tandoori spice|tandoori spice mix|ras el hanout|baharat|berbere|berbere spice|berbere spice blend|mitmita|panch phoron|sambar powder|rasam powder|biryani masala|chana masala powder|kitchen king masala|pav bhaji masala|goda masala|kashmiri garam masala|dukkah|advieh|hawaij|bzar|quatre epices|vadouvan|colombo powder|jerk seasoning|dry jerk seasoning|cajun seasoning|cajun spice|creole seasoning|blackening seasoning|blackened seasoning|old bay|old bay seasoning|seafood seasoning|poultry seasoning|pumpkin pie spice|pumpkin spice|mixed spice|apple pie spice|allspice blend|five spice|five spice powder|chinese five spice|5 spice|chinese 5 spice|5 spice powder|chinese five spice powder|shichimi|shichimi togarashi|togarashi|everything bagel seasoning|everything seasoning|steak seasoning|montreal steak seasoning|chili seasoning|chipotle seasoning|fajita seasoning|shawarma spice|shawarma seasoning|kebab spice|gyro seasoning|greek seasoning|mediterranean seasoning|moroccan spice|harissa spice|peri peri seasoning|piri piri seasoning|tikka masala spice|curry spice|pickling spice|mulling spice|speculaas spice|gingerbread spice|chai spice|spice blend|spice mix|whole spices|spice|spices', ...SPICE, { density: 0.5 }],
  // Barbecue rubs usually hold sugar as well as spice.
  ['rub|dry rub|bbq rub|barbecue rub|spice rub|steak rub|pork rub|brisket rub|chicken rub|rib rub|memphis rub', 280, 5, 6, 55, { also: ['added-sugar'], density: 0.6 }],
  ['hops|hop|guarana|ginseng|ginseng root|ashwagandha|maca|maca powder|moringa powder|liquorice root|licorice root|liquorice powder|licorice powder|dried liquorice root|mulethi|yerba santa|stevia leaf', ...SPICE, { density: 0.5 }],
  ['liquorice|licorice|liquorice sweets|licorice candy|liquorice allsorts|red licorice|black licorice', 375, 0.1, 3, 89, { cats: ['added-sugar', 'grain', 'gluten-grain', 'wheat', 'additive'], each: 5 }],
  ['sumac|ground sumac', 300, 14, 4, 50, { density: 0.5 }],
  ['amchur|amchoor|mango powder|dry mango powder', 330, 2, 3, 80, { density: 0.5 }],
  ['annatto|annatto seed|achiote|achiote paste|achiote seed', 300, 5, 10, 60, { density: 0.5 }],
  ['juniper|juniper berry|juniper berries', 300, 16, 4, 46, { each: 0.1 }],
  ['lavender|dried lavender|culinary lavender|lavender flower|edible flower|edible flowers|rose petal|rose petals|dried rose petals|hibiscus flower|dried hibiscus|elderflower|nasturtium', 50, 1, 2, 10, { density: 0.2 }],
  ['rose water|rosewater|orange blossom water|orange flower water|kewra water|pandan extract', 0, 0, 0, 0, { density: 1 }],
  ['pandan|pandan leaf|pandan leaves|screwpine leaf', 35, 0, 1, 8, { each: 2 }],
  ['galangal|galangal root|blue ginger|krachai|fingerroot', 71, 1, 1.2, 15, { per: { thumb: 15, inch: 10 }, each: 15 }],
  ['mahlab|mahleb|fennel pollen|grains of paradise|cubeb|ajwain|carom seed|carom seeds|ajowan|kokum|dried kokum|black lime|loomi|dried lime|stone flower|dagad phool|mace blade|anardana|pomegranate seed powder|kasoori methi powder', ...SPICE, { density: 0.5 }],
  ['asafoetida|hing|asafetida', 297, 1, 4, 68, { also: ['grain', 'gluten-grain', 'wheat'], density: 0.6 }],
  ['vanilla|vanilla extract|pure vanilla extract|vanilla essence|vanilla bean|vanilla beans|vanilla pod|vanilla pods|vanilla bean paste|vanilla paste|vanilla powder|vanilla seed|vanilla seeds|natural vanilla extract|madagascar vanilla', 288, 0.1, 0.1, 12.7, { density: 0.9, each: 3 }],
  ['imitation vanilla|vanillin|artificial vanilla|vanilla flavoring|vanilla flavouring', 200, 0, 0, 10, { also: ['additive'], density: 0.9 }],
  ['peppermint extract|mint extract|lemon extract|orange extract|coffee extract|maple extract|rum extract|coconut extract|anise extract|lemon oil|orange oil|peppermint oil', 250, 0, 0, 10, { density: 0.9 }],
  ['almond extract|almond essence|pure almond extract|bitter almond extract', 250, 0, 0, 10, { also: ['tree-nut'], density: 0.9 }],
  ['liquid smoke|smoke flavoring|smoke flavouring', 10, 0, 0, 2, { density: 1 }],
  ['truffle|black truffle|white truffle|truffle oil|truffle paste|shaved truffle', 284, 24, 6, 10, { density: 0.92 }],
]);

// prettier-ignore
const VEGETABLES: IngredientEntry[] = group(['vegetable'], [
  ['onion|alubosa|cebolla|brown onion|yellow onion|white onion|red onion|spanish onion|sweet onion|vidalia onion|pearl onion|pearl onions|silverskin onion|cipollini|cipollini onion|baby onion|pickling onion|bulb onion|onion ring|onion half|onion rings', 40, 0.1, 1.1, 9.3, { each: 150, density: 0.6 }],
  ['shallot|eschalot|banana shallot|french shallot|echalion|asian shallot|red shallot|thai shallot', 72, 0.1, 2.5, 17, { each: 30, density: 0.6 }],
  ['spring onion|green onion|scallion|salad onion|spring onion green|scallion green|green onion top|scallion top|spring onion top|welsh onion|negi|ramp|ramps|wild garlic|ramson', 32, 0.2, 1.8, 7.3, { each: 15, density: 0.4, per: { bunch: 100 } }],
  ['leek|baby leek', 61, 0.3, 1.5, 14, { each: 200, density: 0.4 }],
  ['garlic|garlic clove|garlic cloves|clove garlic|clove of garlic|cloves of garlic|garlic bulb|garlic head|head of garlic|minced garlic|garlic paste|crushed garlic|roasted garlic|black garlic|elephant garlic|lehsun', 149, 0.5, 6.4, 33, { each: 5, density: 0.6, per: { head: 50, clove: 5 } }],
  ['ginger|fresh ginger|ginger root|gingerroot|root ginger|ginger paste|grated ginger|minced ginger|young ginger|adrak|ginger garlic paste|ginger and garlic paste|garlic ginger paste', 80, 0.8, 1.8, 18, { each: 15, density: 0.6, per: { thumb: 15, inch: 10 } }],
  ['carrot|baby carrot|heirloom carrot|rainbow carrot|carrot stick|grated carrot|shredded carrot|matchstick carrots', 41, 0.2, 0.9, 9.6, { each: 70, density: 0.55 }],
  ['celery|celery stalk|celery stick|celery rib|celery heart|celery leaf|celery leaves|stick of celery|sticks of celery|stalk of celery|stalks of celery', 16, 0.2, 0.7, 3, { each: 40, density: 0.5, per: { head: 500, stick: 40, stalk: 40, bunch: 500 } }],
  ['celeriac|celery root|celery knob', 42, 0.3, 1.5, 9.2, { each: 500, density: 0.6 }],
  ['potato|russet potato|baking potato|yukon gold potato|yukon gold|new potato|baby potato|red potato|waxy potato|floury potato|all purpose potato|maris piper|maris piper potato|king edward|king edward potato|desiree potato|charlotte potato|jersey royal|fingerling potato|white potato|idaho potato|mashed potato|mashed potatoes|potato wedge|jacket potato|boiling potato|salad potato|roasting potato', 77, 0.1, 2, 17, { each: 170, density: 0.65 }],
  ['sweet potato|yam|kumara|orange sweet potato|japanese sweet potato|purple sweet potato|garnet yam', 86, 0.1, 1.6, 20, { each: 200, density: 0.65 }],
  ['tomato|plum tomato|roma tomato|beefsteak tomato|vine tomato|vine ripened tomato|heirloom tomato|salad tomato|ripe tomato|tomato on the vine|green tomato|campari tomato|canned tomato|tinned tomato|chopped tomato|crushed tomato|diced tomato|peeled tomato|whole peeled tomato|san marzano tomato|fire roasted tomato|stewed tomato|tomato concasse|grated tomato', 20, 0.2, 0.9, 4, { each: 120, density: 0.95, per: { can: 400 } }],
  ['cherry tomato|grape tomato|baby plum tomato|cocktail tomato|pomodorino|datterini tomato|datterini', 18, 0.2, 0.9, 3.9, { each: 15, density: 0.65 }],
  ['passata|tomato passata|sieved tomato|strained tomato|tomato puree|tomato sauce|plain tomato sauce|tomato coulis|crushed tomatoes in puree', 30, 0.2, 1.5, 6, { density: 1.03 }],
  ['tomato paste|tomato concentrate|double concentrated tomato paste|double concentrate tomato paste|tomato puree concentrate|concentrated tomato puree', 82, 0.5, 4.3, 19, { density: 1.1, per: { can: 170 } }],
  ['sun dried tomato|sundried tomato|sun dried tomatoes|sundried tomatoes|semi dried tomato|sun blushed tomato|oven dried tomato', 258, 3, 14, 56, { also: ['sulfite'], each: 5, density: 0.5 }],
  ['bell pepper|sweet pepper|capsicum|red pepper|green pepper|yellow pepper|orange pepper|red bell pepper|green bell pepper|yellow bell pepper|orange bell pepper|roasted red pepper|roasted pepper|roasted red peppers|pimiento|pimento|pimientos|piquillo pepper|piquillo|mini sweet pepper|romano pepper|sweet pointed pepper|italian frying pepper|cubanelle|cubanelle pepper|tatase|tatashe|bell peppers|red capsicum|green capsicum|peppers', 31, 0.3, 1, 6, { each: 150, density: 0.55 }],
  ['chili|chilli|chile|chillies|chilies|chiles|chili pepper|chilli pepper|chile pepper|green chili|green chilli|green chile|green chillies|green chilies|red chili|red chilli|red chile|red chillies|red chilies|hot pepper|hot chili|hot chilli|fresh chili|fresh chilli|bird eye chili|bird eye chilli|birds eye chili|birds eye chilli|bird s eye chili|bird s eye chilli|thai chili|thai chilli|thai chile|thai bird chili|serrano|serrano pepper|serrano chile|serrano chili|jalapeno|jalapeno pepper|jalapenos|jalepeno|jalepenos|jalapeño|habanero|habanero pepper|scotch bonnet|scotch bonnet pepper|fresno chili|fresno chile|fresno pepper|long red chilli|long green chilli|finger chilli|cayenne chili|green finger chilli|hari mirch|pickled jalapeno|pickled jalapenos|jalapeno slices|banana pepper|pepperoncini|peperoncini|peperoncino|shishito pepper|shishito|padron pepper|padron|piri piri chilli|piri piri chili|piripiri|peri peri|piri piri|peri peri chilli|aji amarillo|aji amarillo paste|rocoto|chilli padi|cili padi|calabrian chili|calabrian chilli|siling labuyo|siling haba|rodo|ata rodo|shombo|sombo|bird pepper', 40, 0.4, 1.9, 9, { each: 15, density: 0.5 }],
  ['poblano|poblano pepper|poblano chile|anaheim pepper|anaheim chile|hatch chile|hatch chiles|green chiles|canned green chiles|diced green chiles|mild green chiles|long hot pepper', 20, 0.2, 0.9, 4.6, { each: 120, density: 0.6 }],
  ['cucumber|english cucumber|persian cucumber|lebanese cucumber|telegraph cucumber|mini cucumber|kirby cucumber|baby cucumber|japanese cucumber|hothouse cucumber', 15, 0.1, 0.7, 3.6, { each: 250, density: 0.55 }],
  ['gherkin|pickle|dill pickle|cornichon|pickled cucumber|pickle spear|pickled gherkin|kosher dill pickle|dill pickle spear', 12, 0.2, 0.5, 2.3, { each: 30, density: 0.7 }],
  ['sweet pickle|bread and butter pickle|pickle relish|sweet relish|relish|hot dog relish|sweet pickle relish', 130, 0.5, 0.5, 33, { also: ['added-sugar'], each: 30, density: 1 }],
  ['zucchini|courgette|summer squash|yellow squash|yellow zucchini|baby courgette|marrow|tatume|cousa squash|zucchini noodles|zoodles|courgetti|spiralized zucchini|zucchini ribbon', 17, 0.3, 1.2, 3.1, { each: 200, density: 0.55 }],
  ['eggplant|aubergine|japanese eggplant|chinese eggplant|baby eggplant|baby aubergine|thai eggplant|brinjal|graffiti eggplant|fairy tale eggplant', 25, 0.2, 1, 5.9, { each: 300, density: 0.45 }],
  ['squash|butternut squash|butternut|acorn squash|winter squash|kabocha|kabocha squash|delicata squash|delicata|spaghetti squash|hubbard squash|red kuri squash|onion squash|crown prince squash|gem squash|turban squash', 45, 0.1, 1, 11.7, { each: 900, density: 0.6 }],
  ['pumpkin|pumpkin puree|canned pumpkin|pumpkin flesh|sugar pumpkin|pie pumpkin|pureed pumpkin', 26, 0.1, 1, 6.5, { each: 1500, density: 0.9, per: { can: 425 } }],
  ['broccoli|broccoli floret|broccoli head|tenderstem broccoli|tenderstem|broccolini|broccoli rabe|rapini|purple sprouting broccoli|broccoli stem|broccoli crown|romanesco|romanesco broccoli', 34, 0.4, 2.8, 6.6, { each: 350, density: 0.4, per: { head: 350 } }],
  ['cauliflower|cauliflower floret|cauliflower head|cauliflower rice|riced cauliflower|cauliflower steak|purple cauliflower', 25, 0.3, 1.9, 5, { each: 600, density: 0.45, per: { head: 600 } }],
  ['cabbage|green cabbage|white cabbage|red cabbage|purple cabbage|savoy cabbage|napa cabbage|nappa cabbage|chinese cabbage|chinese leaf|sweetheart cabbage|pointed cabbage|hispi cabbage|january king cabbage|coleslaw mix|shredded cabbage|cabbage leaf|cabbage leaves|spring cabbage|wombok', 25, 0.1, 1.3, 5.8, { each: 900, density: 0.35, per: { head: 900 } }],
  ['bok choy|bok choi|pak choi|pak choy|baby bok choy|baby pak choi|shanghai bok choy|choy sum|choi sum|gai lan|kai lan|chinese broccoli|tatsoi|yu choy|chinese greens|asian greens|ong choy|water spinach|morning glory', 13, 0.2, 1.5, 2.2, { each: 150, density: 0.3, per: { head: 150, bunch: 300 } }],
  ['brussels sprout|brussel sprout|brussels sprouts|brussel sprouts|sprout|sprouts', 43, 0.3, 3.4, 9, { each: 15, density: 0.5 }],
  ['kale|cavolo nero|lacinato kale|tuscan kale|dinosaur kale|curly kale|red kale|baby kale|kale leaves|black kale', 49, 0.9, 4.3, 8.8, { density: 0.15, per: { bunch: 200, handful: 30 } }],
  ['spinach|baby spinach|english spinach|spinach leaves|frozen spinach|chopped spinach|leaf spinach|palak|perpetual spinach|bloomsdale spinach|spinach leaf', 23, 0.4, 2.9, 3.6, { density: 0.13, per: { bunch: 300, handful: 30, package: 250, bag: 250 } }],
  ['chard|swiss chard|rainbow chard|ruby chard|silverbeet|silver beet|red chard|chard leaves', 19, 0.2, 1.8, 3.7, { density: 0.15, per: { bunch: 350 } }],
  ['collard greens|collards|collard|greens|spring greens|mustard greens|turnip greens|beet greens|beetroot leaves|dandelion greens|dandelion|leafy greens|braising greens|winter greens|cooking greens|chicory greens|radish greens|amaranth leaves|callaloo|nettle|nettles|purslane|sorrel|watercress|cress|land cress|mustard cress|micro greens|microgreens|pea shoots|pea shoot|sprouted greens', 32, 0.6, 3, 5.4, { density: 0.15, per: { bunch: 250, handful: 30 } }],
  ['lettuce|iceberg lettuce|iceberg|romaine|romaine lettuce|romaine heart|cos lettuce|cos|little gem|little gem lettuce|baby gem|butter lettuce|butterhead lettuce|butterhead|bibb lettuce|boston lettuce|oakleaf lettuce|lollo rosso|red leaf lettuce|green leaf lettuce|mixed salad leaves|salad leaves|salad leaf|salad greens|mixed greens|mixed leaves|mesclun|spring mix|lamb s lettuce|lambs lettuce|corn salad|mache|frisee|baby leaves|salad|side salad|green salad|lettuce leaf|lettuce leaves|lettuce wrap|lettuce cup|lettuce cups|baby lettuce', 15, 0.2, 1.4, 2.9, { each: 400, density: 0.1, per: { head: 400, handful: 20, bag: 150 } }],
  ['arugula|rocket|wild rocket|baby arugula|baby rocket|rocket leaves|roquette', 25, 0.7, 2.6, 3.7, { density: 0.1, per: { handful: 20, bag: 100 } }],
  ['radicchio|endive|belgian endive|chicory|witlof|witloof|escarole|treviso|puntarelle|curly endive', 23, 0.3, 1.4, 4.5, { each: 150 }],
  ['asparagus|asparagus spear|asparagus spears|asparagus tip|green asparagus|white asparagus|wild asparagus|sprue', 20, 0.1, 2.2, 3.9, { each: 16, density: 0.5, per: { bunch: 450 } }],
  ['mushroom|shroom|shrooms|champignon|champignons|button mushroom|white mushroom|cremini|crimini|cremini mushroom|chestnut mushroom|baby bella|baby bella mushroom|brown mushroom|closed cup mushroom|field mushroom|flat mushroom|portobello|portabella|portobello mushroom|portabello|portabella mushroom|shiitake|shitake|shiitake mushroom|dried shiitake|dried shiitake mushroom|oyster mushroom|king oyster mushroom|king trumpet mushroom|trumpet mushroom|enoki|enoki mushroom|chanterelle|girolle|girolles|porcini|porcini mushroom|dried porcini|dried porcini mushroom|cep|ceps|morel|morels|wild mushroom|mixed mushroom|maitake|hen of the woods|wood ear|wood ear mushroom|black fungus|cloud ear|cloud ear fungus|nameko|shimeji|beech mushroom|lion s mane|lions mane|milk cap|saffron milk cap|dried mushroom|sliced mushroom|mushroom cap|straw mushroom|matsutake|puffball|chicken of the woods|snow fungus|white fungus', 22, 0.3, 3.1, 3.3, { each: 18, density: 0.35 }],
  ['beet|beetroot|red beet|golden beet|golden beetroot|chioggia beet|candy cane beet|cooked beetroot|pickled beetroot|pickled beet|roasted beet|baby beet', 43, 0.2, 1.6, 9.6, { each: 150, density: 0.6 }],
  ['turnip|baby turnip|white turnip|purple top turnip|navet', 28, 0.1, 0.9, 6.4, { each: 150, density: 0.6 }],
  ['rutabaga|swede|neep|neeps|yellow turnip', 37, 0.2, 1.1, 8.6, { each: 500, density: 0.6 }],
  ['parsnip|baby parsnip', 75, 0.3, 1.2, 18, { each: 150, density: 0.6 }],
  ['radish|red radish|french breakfast radish|breakfast radish|watermelon radish|black radish|daikon|daikon radish|mooli|white radish|korean radish|mu|pickled daikon|takuan', 16, 0.1, 0.7, 3.4, { each: 12, density: 0.6 }],
  ['horseradish|fresh horseradish|horseradish root|grated horseradish|wasabi|wasabi root', 48, 0.7, 1.2, 11, { density: 0.6 }],
  ['salsify|black salsify|scorzonera|parsley root|hamburg parsley|burdock|burdock root|gobo|jerusalem artichoke|sunchoke|sunroot|topinambur', 73, 0, 2, 17, { each: 40 }],
  ['artichoke|artichoke heart|artichoke hearts|globe artichoke|baby artichoke|marinated artichoke|marinated artichoke hearts|canned artichoke hearts|artichoke bottom', 47, 0.2, 3.3, 10.5, { each: 120, per: { jar: 280, can: 240 } }],
  ['fennel|fennel bulb|florence fennel|baby fennel|fennel frond|fennel fronds', 31, 0.2, 1.2, 7.3, { each: 250, density: 0.4 }],
  ['okra|lady finger|ladies finger|ladies fingers|bhindi|bamia', 33, 0.2, 1.9, 7.5, { each: 12, density: 0.5 }],
  ['capers|caper|caperberry|caperberries|baby capers|nonpareil capers|salted capers', 23, 0.9, 2.4, 4.9, { density: 0.6 }],
  ['bean sprouts|beansprouts|bean sprout|mung bean sprouts|soybean sprouts|alfalfa sprouts|alfalfa|broccoli sprouts|radish sprouts|sprouted beans', 30, 0.2, 3, 5.9, { density: 0.4 }],
  ['water chestnut|water chestnuts|canned water chestnuts', 97, 0.1, 1.4, 24, { each: 10, density: 0.6, per: { can: 140 } }],
  ['hearts of palm|heart of palm|palm hearts|palm heart|palmito', 28, 0.6, 2.5, 4.6, { density: 0.6, per: { can: 220 } }],
  ['bamboo shoot|bamboo shoots|canned bamboo shoots|sliced bamboo shoots', 27, 0.3, 2.6, 5.2, { density: 0.6, per: { can: 140 } }],
  ['lotus root|lotus stem|kamal kakdi', 74, 0.1, 2.6, 17, { each: 200 }],
  ['taro|taro root|eddo|dasheen|malanga|arbi|colocasia', 112, 0.2, 1.5, 26, { each: 150 }],
  ['cassava|yuca|manioc|tapioca root|frozen cassava|frozen yuca', 160, 0.3, 1.4, 38, { each: 400 }],
  ['jicama|yam bean|mexican turnip', 38, 0.1, 0.7, 9, { each: 500 }],
  ['kohlrabi|german turnip', 27, 0.1, 1.7, 6.2, { each: 200 }],
  ['nopal|nopales|cactus paddle|cactus paddles|nopalitos', 16, 0.1, 1.3, 3.3, { each: 80 }],
  ['tomatillo|tomatillos|husk tomato|canned tomatillos', 32, 1, 1, 5.8, { each: 35 }],
  ['chayote|christophene|cho cho|mirliton|chow chow', 19, 0.1, 0.8, 4.5, { each: 200 }],
  ['bitter melon|bitter gourd|karela|ampalaya|bottle gourd|lauki|dudhi|calabash|ridge gourd|snake gourd|ash gourd|winter melon|luffa|loofah|tindora|ivy gourd|parwal|drumstick pod|moringa pod|moringa|moringa leaves', 17, 0.2, 1, 3.7, { each: 200 }],
  ['seaweed|nori|spirulina|chlorella|glasswort|nori sheet|nori sheets|sushi nori|roasted seaweed|seaweed snack|kombu|konbu|kelp|dried kelp|wakame|dried wakame|dulse|hijiki|arame|sea vegetable|sea vegetables|laver|sea lettuce|samphire|sea beans|sea asparagus|agar|agar agar|agar powder|agar flakes|kanten|irish moss gel|aonori|kelp noodles|seaweed flakes|seaweed salad', 35, 0.3, 5.8, 5, { density: 0.3, per: { sheet: 3 } }],
  ['konjac|konnyaku|shirataki|shirataki noodles|konjac noodles|konjac rice|miracle noodles|glucomannan', 10, 0, 0, 3, { density: 0.9 }],
  ['sauerkraut|sour cabbage|choucroute|curtido|pickled cabbage|pickled mustard greens|pickled vegetables|giardiniera|pickled red onion|pickled onion|pickled shallot|pickled ginger|gari|sushi ginger|pickled radish|pickled carrot|pickled chillies|pickled chili|pickled chilli|pickled peppers|achar|indian pickle|lime pickle|mango pickle|torshi', 25, 0.2, 0.9, 5, { density: 0.8 }],
  ['vegan kimchi|vegetarian kimchi', 15, 0.5, 1.1, 2.4, { density: 0.8 }],
  ['kimchi|kimchee|napa cabbage kimchi|radish kimchi|kkakdugi|kimchi juice', 15, 0.5, 1.1, 2.4, { also: ['fish', 'crustacean'], density: 0.8 }],
  ['mixed vegetables|mixed vegetable|frozen mixed vegetables|frozen vegetables|frozen veg|mixed veg|vegetables|vegetable|veggies|veggie|veg|stir fry vegetables|stir fry vegetable mix|soup vegetables|seasonal vegetables|crudites|vegetable medley|diced vegetables', 65, 0.5, 3, 13, { also: ['grain', 'pod-legume'], density: 0.6 }],
  ['french fries|fries|frozen fries|oven fries|oven chips|chips|frozen chips|potato fries|shoestring fries|steak fries|home fries|hash browns|hash brown|hashbrowns|frozen hash browns|shredded hash browns|tater tots|potato gems|potato croquettes|potato rosti|rosti|potato chips|potato crisps|crisps|kettle chips|plain crisps|ready salted crisps|salted potato chips|vegetable chips|veggie chips|plantain chips|sweet potato fries|sweet potato chips', 312, 15, 3.4, 41, { also: ['seed-oil', 'added-sugar', 'additive'], density: 0.4 }],
  // Shop-bought crispy onions and shallots are dusted with wheat flour before frying.
  ['fried onions|crispy fried onions|crispy onions|french fried onions|fried shallots|crispy shallots|crispy fried shallots|fried garlic|crispy garlic|onion crisps|birista', 590, 44, 6, 40, { also: ['grain', 'gluten-grain', 'wheat', 'seed-oil'], density: 0.3 }],
  ['mirepoix|soffritto|sofrito|holy trinity|battuto|suppengrun|soup greens', 35, 0.2, 1, 7.5, { density: 0.6 }],
  ['salsa|fresh salsa|tomato salsa|pico de gallo|salsa fresca|salsa roja|salsa verde mexicana|tomatillo salsa|salsa cruda|mango salsa|chunky salsa|jarred salsa|salsa picante', 36, 0.2, 1.5, 7, { density: 1 }],
  ['guacamole|guac', 155, 14, 2, 8.6, { also: ['fruit'], density: 1 }],
  ['baba ganoush|baba ghanoush|baba ghanouj|moutabal|mutabal', 120, 9, 2, 8, { also: ['seed'], density: 1 }],
  ['ajvar|lutenica|muhammara', 80, 5, 1.5, 8, { density: 1 }],
  ['harissa|harissa paste|rose harissa|sambal oelek|sambal ulek|chili paste|chilli paste|chile paste|chili garlic sauce|chilli garlic sauce|zhoug|schug|skhug|chimichurri|adjika|pilpelchuma|garlic chili paste|crushed chilies in oil|red chili paste|green chili paste|red chilli paste|green chilli paste|chile garlic paste', 80, 5, 2, 9, { density: 1 }],
  ['salsa verde|italian salsa verde|green sauce', 200, 20, 2, 4, { cats: ['vegetable', 'herb-spice', 'oil-fat', 'fish'], density: 0.95 }],
  ['tapenade|olive pate|olive paste|olive tapenade|black olive tapenade|green olive tapenade', 230, 23, 1.5, 6, { cats: ['fruit', 'oil-fat', 'fish'], density: 1 }],
]);

// prettier-ignore
const FRUIT: IngredientEntry[] = group(['fruit'], [
  ['apple|granny smith|granny smith apple|gala apple|braeburn|braeburn apple|pink lady|pink lady apple|golden delicious|golden delicious apple|bramley|bramley apple|cooking apple|eating apple|honeycrisp|honeycrisp apple|fuji apple|jazz apple|cox apple|red apple|green apple|tart apple|mcintosh apple|apple slices|crab apple', 52, 0.2, 0.3, 14, { each: 180, density: 0.55 }],
  ['pear|bosc pear|bartlett pear|williams pear|conference pear|anjou pear|comice pear|asian pear|nashi|nashi pear|red pear', 57, 0.1, 0.4, 15, { each: 180, density: 0.55 }],
  ['banana|ripe banana|overripe banana|frozen banana|mashed banana|baby banana|lady finger banana', 89, 0.3, 1.1, 23, { each: 120, density: 0.95 }],
  ['plantain|green plantain|ripe plantain|yellow plantain|plantains|matoke', 122, 0.4, 1.3, 32, { each: 180 }],
  ['orange|navel orange|blood orange|seville orange|bitter orange|sour orange|valencia orange|cara cara orange|sweet orange|orange segment|orange slices', 47, 0.1, 0.9, 12, { each: 130, density: 0.6 }],
  ['mandarin|clementine|tangerine|satsuma|mandarin orange|mandarin oranges|canned mandarin|tangelo|kumquat|kumquats|yuzu|calamansi|sudachi', 53, 0.3, 0.8, 13, { each: 75, density: 0.6 }],
  ['lemon|meyer lemon|unwaxed lemon|preserved lemon|preserved lemons|lemon wedge|lemon wedges|lemon slice|lemon slices|lemon half', 29, 0.3, 1.1, 9.3, { each: 100 }],
  ['lime|key lime|limes|lime wedge|lime wedges|lime slice|lime half|makrut lime|kaffir lime', 30, 0.2, 0.7, 10.5, { each: 65 }],
  ['lemon juice|fresh lemon juice|juice of lemon|juice of a lemon|juice of half a lemon|squeeze of lemon|squeeze of lemon juice|bottled lemon juice|lemon juiced|juiced lemon', 22, 0.2, 0.4, 6.9, { each: 45, density: 1.03 }],
  ['lime juice|fresh lime juice|juice of lime|juice of a lime|juice of half a lime|key lime juice|squeeze of lime|bottled lime juice|juiced lime', 25, 0.1, 0.4, 8.4, { each: 30, density: 1.03 }],
  ['orange juice|naranja|naranja agria|sour orange juice|bitter orange juice|fresh orange juice|juice of orange|juice of an orange|freshly squeezed orange juice|blood orange juice|clementine juice|mandarin juice|yuzu juice', 45, 0.2, 0.7, 10.4, { each: 80, density: 1.04 }],
  ['lemon zest|zest of lemon|zest of a lemon|lemon rind|lemon peel|grated lemon zest|finely grated lemon zest|lemon zested|lime zest|zest of lime|zest of a lime|lime rind|lime peel|orange zest|zest of orange|zest of an orange|orange rind|orange peel|grated orange zest|citrus zest|zest|grated zest|finely grated zest', 47, 0.3, 1.5, 16, { each: 2, density: 0.4 }],
  ['grapefruit|pink grapefruit|ruby red grapefruit|white grapefruit|pomelo|grapefruit juice', 42, 0.1, 0.8, 11, { each: 250, density: 1 }],
  ['grape|red grape|green grape|black grape|seedless grape|white grape|concord grape|table grape|red grapes|green grapes|grapes', 69, 0.2, 0.7, 18, { each: 5, density: 0.65 }],
  ['strawberry|strawberries|fresh strawberry|frozen strawberry|wild strawberry|hulled strawberries', 32, 0.3, 0.7, 7.7, { each: 12, density: 0.6 }],
  ['raspberry|raspberries|fresh raspberries|frozen raspberries|golden raspberry|loganberry|boysenberry|tayberry|mulberry|mulberries', 52, 0.7, 1.2, 12, { each: 4, density: 0.55 }],
  ['blueberry|blueberries|fresh blueberries|frozen blueberries|wild blueberries|bilberry|huckleberry|huckleberries|lingonberry|lingonberries|elderberry|elderberries|haskap|saskatoon', 57, 0.3, 0.7, 14.5, { each: 1, density: 0.6 }],
  ['blackberry|blackberries|bramble|dewberry', 43, 0.5, 1.4, 10, { each: 5, density: 0.6 }],
  ['cranberry|cranberries|fresh cranberries|frozen cranberries', 46, 0.1, 0.4, 12, { each: 1, density: 0.45 }],
  ['red currant|redcurrant|redcurrants|red currants|blackcurrant|black currant|blackcurrants|black currants|white currant|fresh currants|gooseberry|gooseberries|cape gooseberry|physalis|golden berry|golden berries|sea buckthorn|aronia|chokeberry', 56, 0.2, 1.4, 13.8, { density: 0.6 }],
  ['mixed berries|berries|berry|frozen berries|mixed berry|frozen mixed berries|summer fruits|summer berries|forest fruits|frozen forest fruits|fruits of the forest|berry mix|soft fruit', 50, 0.3, 0.8, 12, { density: 0.6 }],
  ['cherry|cherries|sweet cherry|sweet cherries|sour cherry|sour cherries|morello cherry|morello cherries|tart cherry|tart cherries|black cherry|black cherries|bing cherries|frozen cherries|pitted cherries|griottines', 63, 0.2, 1.1, 16, { each: 8, density: 0.6 }],
  ['peach|peaches|nectarine|nectarines|white peach|yellow peach|donut peach|flat peach|canned peaches|peach slices|peach halves', 39, 0.3, 0.9, 9.5, { each: 150, density: 0.6 }],
  ['apricot|apricots|fresh apricot|fresh apricots|apricot halves', 48, 0.4, 1.4, 11, { each: 35, density: 0.6 }],
  ['plum|plums|damson|damsons|greengage|greengages|mirabelle|mirabelles|red plum|black plum|italian plum|prune plum|sloe|sloes|umeboshi|ume', 46, 0.3, 0.7, 11.4, { each: 65, density: 0.6 }],
  ['mango|mangoes|mangos|ripe mango|green mango|alphonso mango|ataulfo mango|frozen mango|mango chunks|mango pulp|mango puree|kesar mango pulp|canned mango pulp', 60, 0.4, 0.8, 15, { each: 300, density: 0.65 }],
  ['pineapple|fresh pineapple|pineapple chunks|canned pineapple|pineapple rings|crushed pineapple|pineapple tidbits|frozen pineapple|pineapple slices', 50, 0.1, 0.5, 13, { each: 1000, density: 0.65, per: { can: 430 } }],
  ['papaya|pawpaw|green papaya|ripe papaya', 43, 0.3, 0.5, 11, { each: 500 }],
  ['kiwi|kiwis|kiwifruit|kiwi fruit|golden kiwi|kiwiberry', 61, 0.5, 1.1, 15, { each: 75 }],
  ['melon|cantaloupe|honeydew|honeydew melon|rockmelon|galia melon|charentais melon|piel de sapo|musk melon|muskmelon|canary melon', 34, 0.2, 0.8, 8, { each: 1000, density: 0.6 }],
  ['watermelon|seedless watermelon|watermelon chunks', 30, 0.2, 0.6, 7.6, { each: 3000, density: 0.6 }],
  ['pomegranate|pomegranate seeds|pomegranate arils|pomegranate seed|pomegranate aril|pomegranate juice', 83, 1.2, 1.7, 19, { each: 250, density: 0.7 }],
  ['passion fruit|passionfruit|passion fruit pulp|granadilla|maracuya', 97, 0.7, 2.2, 23, { each: 18 }],
  ['fig|figs|fresh fig|fresh figs|black mission fig|black mission figs', 74, 0.3, 0.8, 19, { each: 50 }],
  ['persimmon|sharon fruit|kaki|fuyu persimmon|hachiya persimmon', 70, 0.2, 0.6, 18.6, { each: 170 }],
  ['lychee|lychees|litchi|longan|rambutan|mangosteen', 66, 0.4, 0.8, 16.5, { each: 10 }],
  ['dragon fruit|pitaya|star fruit|carambola|prickly pear|cactus pear', 55, 0.3, 1.2, 12, { each: 300 }],
  ['jackfruit|young jackfruit|green jackfruit|canned jackfruit|breadfruit|durian|soursop|custard apple|cherimoya', 95, 0.6, 1.7, 23, { each: 500, per: { can: 280 } }],
  ['quince|quinces|medlar|loquat|persimmon pulp|sapodilla|chikoo|tamarillo', 57, 0.1, 0.4, 15, { each: 200 }],
  ['guava|guavas|acerola|acerola cherry|pink guava|feijoa|ackee|noni|acai|acai berry|acai puree|ugli fruit', 68, 0.9, 1.5, 16, { each: 150 }],
  ['rhubarb|forced rhubarb|rhubarb stalk|rhubarb stalks', 21, 0.2, 0.9, 4.5, { each: 80, density: 0.5 }],
  ['avocado|avocados|hass avocado|ripe avocado|avocado flesh|haas avocado', 160, 14.7, 2, 8.5, { each: 150, density: 0.65 }],
  ['olive|olives|black olive|black olives|green olive|green olives|kalamata olive|kalamata olives|kalamata|kalamon|kalamon olives|castelvetrano|castelvetrano olive|nicoise olive|nicoise olives|gaeta olive|manzanilla olive|pitted olive|pitted olives|sliced olives|stuffed olives|ripe olives|queen olives|picholine|oil cured olives|taggiasca olives|lucques olives', 115, 10.7, 0.8, 6.3, { each: 4, density: 0.6 }],
  ['coconut|fresh coconut|coconut meat|coconut flesh|young coconut|grated coconut|fresh grated coconut|frozen grated coconut', 354, 33, 3.3, 15, { also: ['nut'], each: 400, density: 0.4 }],
  ['desiccated coconut|dessicated coconut|shredded coconut|coconut flakes|flaked coconut|coconut flake|coconut chips|toasted coconut|unsweetened coconut|unsweetened shredded coconut|unsweetened coconut flakes|dried coconut|creamed coconut|coconut butter|coconut manna', 660, 65, 6.9, 24, { also: ['nut', 'sulfite'], density: 0.35 }],
  ['tamarind|tamarind paste|tamarind pulp|tamarind concentrate|tamarind water|seedless tamarind|tamarind block|imli', 239, 0.6, 2.8, 62.5, { density: 1.1 }],
  ['fruit|fresh fruit|mixed fruit|seasonal fruit|fruit salad|chopped fruit|stone fruit|tropical fruit|fruit of your choice|frozen fruit|canned fruit|fruit cocktail', 55, 0.2, 0.7, 14, { each: 150, density: 0.6 }],
  ['apple juice|pineapple juice|mango juice|peach juice|pear juice|carrot juice|beet juice|beetroot juice|tomato juice|vegetable juice|fruit juice|juice|cherry juice|tart cherry juice|apricot nectar|mango nectar|peach nectar|pear nectar|guava nectar|fruit nectar|nectar|fresh juice|cloudy apple juice', 46, 0.1, 0.3, 11, { density: 1.04 }],
  ['cranberry juice|cranberry juice cocktail|cranberry cocktail|fruit punch|juice drink|fruit drink', 54, 0.1, 0, 13.5, { also: ['added-sugar'], density: 1.04 }],
  ['grape juice|white grape juice|red grape juice|concord grape juice|grape must|verjuice|verjus|sparkling grape juice', 60, 0.1, 0.4, 15, { also: ['sulfite'], density: 1.05 }],
  ['applesauce|apple sauce|unsweetened applesauce|unsweetened apple sauce|apple puree|stewed apple|apple compote|fruit puree|fruit compote|pear puree|baby food puree', 42, 0.1, 0.2, 11, { density: 1.05 }],
  ['pie filling|cherry pie filling|apple pie filling|blueberry pie filling|fruit pie filling|canned pie filling|lemon pie filling', 110, 0.1, 0.4, 27, { also: ['added-sugar', 'grain', 'sulfite', 'additive'], density: 1.1, per: { can: 600 } }],
  ['palm nut|palm nuts|palm nut extract|palm nut cream|palm nut concentrate|palm butter|banga|banga spice|sauce graine', 540, 52, 5, 12, { cats: ['fruit', 'oil-fat'], density: 1 }],
  ['jam|jams|preserves|fruit preserves|marmalade|orange marmalade|seville orange marmalade|conserve|fruit spread|strawberry jam|raspberry jam|apricot jam|blackberry jam|cherry jam|fig jam|plum jam|jam of your choice|seedless jam|seedless raspberry jam|lingonberry jam|chutney|mango chutney|fruit chutney|onion chutney|caramelized onion chutney|tomato chutney|cranberry sauce|jellied cranberry sauce|quince paste|membrillo|fruit butter|apple butter|pear butter|plum sauce|duck sauce|lemon marmalade|lime marmalade|ginger preserve', 250, 0.1, 0.4, 63, { also: ['added-sugar'], density: 1.3 }],
  ['jelly|jellies|fruit jelly|grape jelly|apple jelly|red currant jelly|redcurrant jelly|mint jelly|quince jelly|pepper jelly|hot pepper jelly|crab apple jelly|rowan jelly', 270, 0, 0.2, 70, { also: ['added-sugar', 'gelatin'], density: 1.3 }],
  ['candied peel|mixed peel|candied orange peel|candied lemon peel|candied citron|citron|candied fruit|glace fruit|crystallised ginger|crystallized ginger|candied ginger|stem ginger|stem ginger in syrup|preserved ginger|angelica candied', 320, 0.1, 0.3, 80, { also: ['added-sugar', 'sulfite'], density: 0.6 }],
  ['lemon curd|lime curd|orange curd|passion fruit curd|passionfruit curd|fruit curd|lemon cheese', 320, 14, 3, 45, { also: ['egg', 'dairy', 'added-sugar'], density: 1.2 }],
  ['glace cherry|glace cherries|glacé cherries|candied cherry|candied cherries|maraschino cherry|maraschino cherries|cocktail cherry|cocktail cherries|cherries in syrup|luxardo cherries|amarena cherries', 165, 0.2, 0.2, 42, { also: ['added-sugar', 'sulfite', 'additive'], each: 5 }],
  ['fruit in syrup|peaches in syrup|pears in syrup|canned fruit in syrup|canned peaches in syrup|fruit in heavy syrup|lychees in syrup', 75, 0.1, 0.4, 19, { also: ['added-sugar'], density: 1.05 }],
]);

// prettier-ignore
const DRIED_FRUIT: IngredientEntry[] = group(['fruit', 'sulfite'], [
  ['dried apricot|dried apricots|apricot halves dried|dried apricot halves|turkish apricots|hunza apricots|soft dried apricots|ready to eat apricots', 241, 0.5, 3.4, 63, { each: 8, density: 0.6 }],
  ['raisin|raisins|golden raisin|golden raisins|sultana|sultanas|currant|currants|dried currant|dried currants|zante currants|thompson raisins|seedless raisins|black raisins|kishmish|munakka|flame raisins|jumbo raisins', 299, 0.5, 3.1, 79, { density: 0.65 }],
  ['prune|prunes|dried plum|dried plums|pitted prunes|agen prunes', 240, 0.4, 2.2, 64, { each: 10, density: 0.6 }],
  ['date|dates|medjool date|medjool dates|pitted date|pitted dates|deglet noor|deglet noor dates|dried dates|chopped dates|date paste|mejdool dates|khajoor', 282, 0.4, 2.5, 75, { each: 8, density: 0.65 }],
  ['dried fig|dried figs|mission figs dried|dried black figs|dried white figs|turkish figs', 249, 0.9, 3.3, 64, { each: 20, density: 0.6 }],
  ['dried cherry|dried cherries|dried sour cherries|dried tart cherries|dried mango|dried mango slices|dried apple|dried apple rings|apple rings|dried pear|dried peach|dried pineapple|dried banana|banana chips|dried papaya|dried strawberries|freeze dried strawberries|freeze dried raspberries|freeze dried fruit|dried berries|dried blueberries|goji|goji berry|goji berries|dried goji berries|dried mulberries|dried barberries|barberries|zereshk|dried fruit|dried mixed fruit|mixed dried fruit|dried fruit mix|dried persimmon|dried citrus peel|dried orange peel|dried tangerine peel|chenpi|dried lime slices|amla|dried currants and raisins', 300, 1, 2.5, 75, { density: 0.6 }],
  ['dried cranberry|dried cranberries|craisins|sweetened dried cranberries', 308, 1.1, 0.1, 82, { also: ['added-sugar'], density: 0.6 }],
  ['mincemeat|fruit mincemeat|christmas mincemeat', 274, 4, 0.8, 61, { also: ['added-sugar', 'meat', 'alcohol'], density: 1.1 }],
  ['vegetarian mincemeat|vegan mincemeat|suet free mincemeat', 274, 4, 0.8, 61, { also: ['added-sugar', 'alcohol', 'seed-oil', 'wheat', 'gluten-grain', 'grain'], density: 1.1 }],
]);

// prettier-ignore
const NUTS_AND_SEEDS: IngredientEntry[] = [
  ...group(['tree-nut', 'nut'], [
    ['almond|almonds|whole almonds|blanched almonds|flaked almonds|slivered almonds|sliced almonds|marcona almonds|marcona almond|toasted almonds|roasted almonds|smoked almonds|raw almonds|almond slivers|skin on almonds|badam', 579, 50, 21, 22, { each: 1.2, density: 0.6 }],
    ['ground almond|ground almonds|almond meal|almond flour|blanched almond flour|superfine almond flour|almond powder|ground almond meal', 571, 50, 21, 22, { density: 0.4 }],
    ['almond butter|almond paste butter|almond spread|raw almond butter', 614, 56, 21, 19, { density: 1.05 }],
    ['walnut|walnuts|walnut halves|walnut pieces|chopped walnuts|black walnuts|candied walnuts', 654, 65, 15, 14, { each: 4, density: 0.5 }],
    ['pecan|pecans|pecan halves|pecan pieces|chopped pecans|candied pecans', 691, 72, 9, 14, { each: 4, density: 0.45 }],
    ['cashew|cashews|cashew nut|cashew nuts|raw cashews|roasted cashews|cashew pieces|kaju|cashew halves', 553, 44, 18, 30, { each: 1.5, density: 0.55 }],
    ['cashew butter|cashew cream|cashew paste|soaked cashews|cashew sauce', 587, 49, 17, 28, { density: 1.05 }],
    ['pistachio|pistachios|pistachio nut|pistachio nuts|shelled pistachios|pistachio kernels|pistachio paste|pistachio butter|pista', 560, 45, 20, 28, { each: 0.7, density: 0.55 }],
    ['hazelnut|hazelnuts|filbert|filberts|cobnut|cobnuts|blanched hazelnuts|roasted hazelnuts|ground hazelnuts|hazelnut meal|hazelnut flour|hazelnut butter|hazelnut paste', 628, 61, 15, 17, { each: 1.5, density: 0.55 }],
    ['macadamia|macadamias|macadamia nut|macadamia nuts|macadamia butter', 718, 76, 8, 14, { each: 2.5, density: 0.55 }],
    ['brazil nut|brazil nuts', 659, 67, 14, 12, { each: 4.5, density: 0.55 }],
    ['pine nut|pine nuts|pinenut|pinenuts|pignoli|pinoli|pine kernel|pine kernels|pinon nuts|chilgoza', 673, 68, 14, 13, { density: 0.55 }],
    ['chestnut|chestnuts|roasted chestnuts|cooked chestnuts|vacuum packed chestnuts|chestnut puree|sweet chestnut|sweetened chestnut puree|chestnut flour|marron glace|candied chestnuts', 213, 2.3, 2.4, 46, { each: 10, density: 0.6 }],
    ['mixed nuts|nut|nuts|chopped nuts|chopped mixed nuts|roasted nuts|nut mix|trail mix|nut butter|nut milk|unsalted mixed nuts|nuts of your choice|salted nuts|praline|pralines|nut brittle|brittle|nut topping', 607, 54, 20, 21, { also: ['peanut', 'legume'], density: 0.55 }],
    ['marzipan|almond paste|frangipane|amaretti|amaretti biscuits|amaretti cookies|almond croissant filling|nougat|turron|torrone', 458, 20, 9, 60, { also: ['added-sugar', 'egg'], density: 1.1 }],
    ['nutella|hazelnut spread|chocolate hazelnut spread|chocolate spread|gianduja|gianduia', 539, 31, 6, 58, { also: ['added-sugar', 'dairy', 'soy'], density: 1.1 }],
    ['almond milk|almond drink|almond beverage|unsweetened almond milk|vanilla almond milk|sweetened almond milk|cashew milk|hazelnut milk|macadamia milk|walnut milk|pistachio milk', 15, 1.1, 0.6, 0.6, { density: 1.03 }],
  ]),
  ...group(['peanut', 'legume'], [
    ['peanut|peanuts|groundnut|groundnuts|roasted peanuts|salted peanuts|dry roasted peanuts|raw peanuts|monkey nuts|redskin peanuts|spanish peanuts|chopped peanuts|crushed peanuts|unsalted peanuts|boiled peanuts', 567, 49, 26, 16, { each: 0.6, density: 0.6 }],
    ['peanut butter|smooth peanut butter|crunchy peanut butter|creamy peanut butter|chunky peanut butter|natural peanut butter|unsweetened peanut butter|pb|peanut paste|powdered peanut butter|pb2|peanut butter powder|peanut flour|peanut powder|roasted peanut powder', 588, 50, 25, 20, { density: 1.06 }],
    ['peanut oil|groundnut oil|arachis oil|roasted peanut oil', 884, 100, 0, 0, { cats: ['peanut', 'oil-fat', 'seed-oil'], density: 0.92 }],
    ['peanut sauce|satay sauce|satay|satay marinade|gado gado sauce|thai peanut sauce|spicy peanut sauce', 300, 22, 10, 18, { also: ['soy', 'wheat', 'gluten-grain', 'grain', 'added-sugar'], density: 1.1 }],
  ]),
  ...group(['seed'], [
    ['sesame|sesame seed|sesame seeds|white sesame|white sesame seeds|black sesame|black sesame seeds|toasted sesame seeds|toasted sesame|hulled sesame seeds|gomasio|gomashio|til', 573, 50, 18, 23, { density: 0.6 }],
    ['halva|halvah|halwa tahini|sesame halva|tahini halva', 516, 30, 13, 54, { also: ['added-sugar', 'tree-nut'], density: 0.8 }],
    ['tahini|tahina|tahini paste|sesame paste|sesame butter|black sesame paste|chinese sesame paste|tahini sauce', 595, 54, 17, 21, { density: 1.05 }],
    ['sunflower seed|sunflower seeds|sunflower kernels|hulled sunflower seeds|sunflower seed butter|sunbutter|sunflower butter', 584, 51, 21, 20, { density: 0.6 }],
    ['pumpkin seed|pumpkin seeds|pepitas|pepita|green pumpkin seeds|roasted pumpkin seeds|squash seeds|pumpkin seed butter', 559, 49, 30, 11, { density: 0.55 }],
    ['chia|chia seed|chia seeds|white chia seeds|black chia seeds|chia egg|chia eggs', 486, 31, 17, 42, { density: 0.65 }],
    ['flaxseed|flax seed|flax seeds|flaxseeds|linseed|linseeds|ground flaxseed|ground flax|ground flax seed|flax meal|flaxseed meal|golden flaxseed|milled flaxseed|flax egg|flax eggs|linseed meal', 534, 42, 18, 29, { density: 0.5 }],
    ['hemp seed|hemp seeds|hemp hearts|hulled hemp seeds|shelled hemp seeds|hemp milk|hemp protein', 553, 49, 32, 9, { density: 0.55 }],
    ['poppy seed|poppy seeds|blue poppy seeds|white poppy seeds|khus khus|poppy seed filling', 525, 42, 18, 28, { density: 0.55 }],
    ['seed|seeds|mixed seeds|seed mix|seeds of your choice|melon seeds|watermelon seeds|magaz|char magaz|lotus seeds|makhana|fox nuts|basil seeds|sabja seeds|tukmaria', 560, 46, 24, 20, { density: 0.55 }],
    ['cocoa|cocoa powder|unsweetened cocoa|unsweetened cocoa powder|cacao powder|raw cacao powder|raw cacao|cacao|dutch process cocoa|dutch processed cocoa|dutch process cocoa powder|dutch processed cocoa powder|dutched cocoa|natural cocoa powder|black cocoa|black cocoa powder|cocoa nibs|cacao nibs|unsweetened chocolate|unsweetened baking chocolate|baking chocolate unsweetened|100 cacao chocolate|cocoa mass|cacao paste|cocoa butter|cacao butter|ceremonial cacao', 228, 14, 20, 58, { density: 0.36, per: { square: 7 } }],
  ]),
];

// prettier-ignore
const LEGUMES: IngredientEntry[] = [
  ...group(['legume'], [
    ['chickpea|chickpeas|garbanzo|garbanzos|garbanzo bean|garbanzo beans|chana|kabuli chana|chole|canned chickpeas|tinned chickpeas|cooked chickpeas|chickpeas drained|dried chickpeas|dry chickpeas|aquafaba|chickpea water|chickpea liquid|roasted chickpeas|kala chana|black chickpeas|desi chana', 139, 2.6, 7, 22, { density: 0.7, per: { can: 240 } }],
    ['bean|beans|black bean|black beans|kidney bean|kidney beans|red kidney beans|dark red kidney beans|pinto bean|pinto beans|cannellini|cannellini bean|cannellini beans|white bean|white beans|navy bean|navy beans|haricot bean|haricot beans|butter bean|butter beans|lima bean|lima beans|baby lima beans|great northern bean|great northern beans|borlotti|borlotti bean|borlotti beans|cranberry bean|cranberry beans|black eyed pea|black eyed peas|black eyed bean|black eyed beans|blackeyed peas|cowpea|cowpeas|adzuki|adzuki bean|adzuki beans|aduki|aduki beans|azuki|azuki beans|red bean|red beans|small red beans|mung bean|mung beans|moong|whole moong|green gram|flageolet|flageolet beans|fava bean|fava beans|broad bean|broad beans|faba beans|ful|ful medames|gigantes|gigante beans|giant beans|mayocoba beans|peruvian beans|canary beans|anasazi beans|rajma|lobia|moth beans|horse gram|kulthi|pigeon peas|gungo peas|gandules|field peas|canned beans|tinned beans|mixed beans|three bean mix|bean mix|cooked beans|dried beans|dry beans|white kidney beans|marrow beans|runner bean seeds|coco beans|tarbais beans|black turtle beans', 127, 0.5, 8.7, 23, { density: 0.7, per: { can: 240 } }],
    ['baked beans|canned baked beans|beans in tomato sauce|boston baked beans', 94, 0.4, 4.8, 16, { also: ['added-sugar'], density: 1.05, per: { can: 415 } }],
    ['refried beans|canned refried beans|frijoles refritos', 91, 1.5, 5.4, 15, { also: ['meat'], density: 1.05, per: { can: 450 } }],
    ['vegetarian refried beans|vegan refried beans|fat free refried beans', 91, 1.5, 5.4, 15, { density: 1.05, per: { can: 450 } }],
    ['lentil|lentils|red lentil|red lentils|green lentil|green lentils|brown lentil|brown lentils|puy lentil|puy lentils|french lentils|french green lentils|le puy lentils|beluga lentils|black lentils|yellow lentils|masoor|masoor dal|masoor daal|red split lentils|split red lentils|whole masoor|sabut masoor|canned lentils|cooked lentils|tinned lentils|dried lentils|castelluccio lentils|pardina lentils', 352, 1.1, 25, 63, { cooked: 0.33, density: 0.8, per: { can: 265 } }],
    ['dal|dhal|daal|dahl|toor dal|toor daal|toovar dal|tuvar dal|arhar dal|chana dal|chana daal|split chickpeas|urad dal|urad daal|whole urad|black gram|white urad dal|moong dal|moong daal|mung dal|split mung beans|yellow moong dal|split peas|yellow split peas|green split peas|split yellow peas|split green peas|dried peas|marrowfat peas|mushy peas|pease pudding', 345, 1.5, 22, 60, { cooked: 0.33, density: 0.8 }],
    ['hummus|houmous|hummous|humus|chickpea dip|homemade hummus', 166, 9.6, 7.9, 14, { also: ['seed'], density: 1.05 }],
    ['falafel|falafels|falafel mix', 333, 18, 13, 32, { also: ['herb-spice'], each: 17 }],
    ['chickpea flour|gram flour|besan|garbanzo flour|garbanzo bean flour|chana flour|chickpea pasta|lentil pasta|red lentil pasta|bean pasta|black bean pasta|edamame pasta|pea protein|pea flour|fava bean flour|lupin|lupin flour|lupini beans|lupini|lentil flour|urad flour|mung bean flour', 387, 6.7, 22, 58, { density: 0.45 }],
    ['glass noodles|cellophane noodles|bean thread noodles|bean threads|mung bean noodles|mung bean vermicelli|bean vermicelli|glass vermicelli|harusame|fensi|tanghoon|sotanghon', 351, 0.1, 0.2, 86, { cats: ['legume', 'starch'], density: 0.3 }],
  ]),
  ...group(['pod-legume', 'vegetable'], [
    ['green bean|green beans|string bean|string beans|french bean|french beans|runner bean|runner beans|haricot vert|haricots verts|snap bean|snap beans|wax bean|wax beans|waxed beans|cut waxed beans|yellow beans|yellow wax beans|flat beans|romano beans|long beans|yardlong beans|chinese long beans|snake beans|fine beans|bobby beans|helda beans|frozen green beans|canned green beans|french cut green beans', 31, 0.2, 1.8, 7, { each: 6, density: 0.45 }],
    ['pea|peas|garden peas|petit pois|petits pois|frozen peas|green peas|fresh peas|english peas|baby peas|shelled peas|sweet peas|matar|frozen petit pois|minted peas', 81, 0.4, 5.4, 14, { density: 0.6 }],
    ['snow pea|snow peas|mangetout|mange tout|sugar snap|sugar snaps|sugar snap pea|sugar snap peas|snap pea|snap peas|snowpeas|chinese pea pods|pea pods', 42, 0.2, 2.8, 7.6, { each: 3, density: 0.4 }],
  ]),
  ...group(['soy', 'legume'], [
    ['tofu|firm tofu|extra firm tofu|extra-firm tofu|silken tofu|soft tofu|medium firm tofu|firm silken tofu|bean curd|beancurd|fried tofu|tofu puffs|fried tofu puffs|smoked tofu|marinated tofu|pressed tofu|baked tofu|five spice tofu|dried tofu|tofu skin|yuba|bean curd skin|bean curd sheets|tofu block|aburaage|inari|koya tofu|fermented tofu|fermented bean curd', 76, 4.8, 8, 1.9, { per: { block: 400, package: 400 }, density: 1 }],
    ['tempeh|tempe|smoked tempeh|tempeh bacon', 192, 11, 20, 7.6, { per: { block: 225, package: 225 } }],
    ['edamame|edamame beans|shelled edamame|frozen edamame|soybean|soybeans|soy bean|soy beans|soya bean|soya beans|black soybeans|mukimame|natto', 121, 5.2, 12, 8.9, { density: 0.6 }],
    ['soy milk|soya milk|soy drink|soya drink|unsweetened soy milk|unsweetened soya milk|soymilk|soy creamer|soya cream|soy cream|soy yogurt|soya yogurt|soy yoghurt|soya yoghurt|soy cream cheese|soy whipping cream|soy based creamer', 54, 1.8, 3.3, 6.3, { density: 1.03 }],
    ['miso|miso paste|white miso|white miso paste|red miso|red miso paste|yellow miso|shiro miso|aka miso|awase miso|barley miso|mugi miso|hatcho miso|brown rice miso|genmai miso|sweet white miso|light miso|dark miso|miso soup paste|doenjang|soybean paste|korean soybean paste|yellow bean paste|yellow bean sauce|taucu|tauco|tianmian sauce|sweet bean sauce|sweet bean paste|bean paste|fermented bean paste', 199, 6, 12, 26, { also: ['grain', 'gluten-grain', 'wheat'], density: 1.15 }],
    ['soy sauce|soya sauce|light soy sauce|dark soy sauce|shoyu|low sodium soy sauce|reduced sodium soy sauce|lite soy sauce|less sodium soy sauce|naturally brewed soy sauce|japanese soy sauce|chinese light soy sauce|chinese dark soy sauce|thin soy sauce|superior dark soy sauce|mushroom soy sauce|mushroom dark soy sauce|usukuchi|koikuchi|seasoned soy sauce|sushi soy sauce|soy seasoning|soy|soya|tamari|tamari sauce|tamari soy sauce|japanese tamari|maggi|maggi seasoning|maggi liquid seasoning|golden mountain sauce|golden mountain seasoning|seasoning sauce|thin soy', 53, 0.6, 8, 4.9, { also: ['grain', 'gluten-grain', 'wheat'], density: 1.15 }],
    ['gluten free tamari|gluten free soy sauce|gluten free tamari sauce|wheat free tamari|wheat free soy sauce|certified gluten free tamari|liquid aminos|bragg liquid aminos|bragg s liquid aminos|braggs liquid aminos|soy aminos', 60, 0.1, 10, 5.6, { density: 1.15 }],
    ['kecap manis|ketjap manis|sweet soy sauce|indonesian sweet soy sauce|sweet soy|thick soy sauce|kecap', 240, 0, 2.5, 58, { also: ['grain', 'gluten-grain', 'wheat', 'added-sugar'], density: 1.3 }],
    ['soy lecithin|soya lecithin|lecithin', 763, 100, 0, 0, { also: ['additive'], density: 0.9 }],
    ['textured vegetable protein|tvp|soy mince|soya mince|soy crumbles|soy chunks|soya chunks|soya granules|soy granules|textured soy protein|soy protein|soy protein isolate|soy flour|soya flour|kinako|roasted soybean flour|meal maker|nutrela', 333, 1.2, 52, 33, { density: 0.35 }],
    ['fermented black bean|fermented black beans|salted black beans|douchi|dou chi|black bean sauce|black bean garlic sauce|doubanjiang|dou ban jiang|chili bean paste|chilli bean paste|chili bean sauce|chilli bean sauce|toban djan|toban jan|spicy bean paste|broad bean paste|spicy broad bean paste|pixian doubanjiang|hot bean paste|chili broad bean paste', 180, 5, 10, 22, { also: ['grain', 'gluten-grain', 'wheat'], density: 1.15 }],
    ['gochujang|gochujang paste|korean chili paste|korean chilli paste|korean red pepper paste|korean hot pepper paste|ssamjang|cho gochujang', 220, 2, 5, 45, { also: ['grain', 'gluten-grain', 'wheat', 'added-sugar'], density: 1.2 }],
    ['hoisin|hoisin sauce|haisin sauce|hoi sin sauce', 220, 3.4, 3.3, 44, { also: ['grain', 'gluten-grain', 'wheat', 'added-sugar', 'seed'], density: 1.2 }],
    ['teriyaki sauce|teriyaki|teriyaki marinade|teriyaki glaze|yakitori sauce|tare|tare sauce|sukiyaki sauce|yakiniku sauce|bulgogi sauce|bulgogi marinade|galbi sauce|korean bbq sauce|general tso sauce|orange chicken sauce|kung pao sauce|sweet and sour sauce', 89, 0, 5.9, 16, { also: ['grain', 'gluten-grain', 'wheat', 'added-sugar', 'alcohol'], density: 1.15 }],
    // Japanese brown sauces and bottled stir-fry sauces often hold oyster or anchovy extract.
    ['stir fry sauce|char siu sauce|char siu marinade|chinese bbq sauce|katsu sauce|tonkatsu sauce|okonomiyaki sauce|okonomi sauce|yakisoba sauce|takoyaki sauce|unagi sauce|eel sauce|kabayaki sauce', 120, 0.5, 2, 26, { also: ['grain', 'gluten-grain', 'wheat', 'added-sugar', 'alcohol', 'fish', 'mollusc'], density: 1.15 }],
    ['ponzu|ponzu sauce|yuzu ponzu|tsuyu|mentsuyu|tentsuyu|soba sauce|tempura dipping sauce|shiro dashi', 60, 0, 4, 10, { also: ['grain', 'gluten-grain', 'wheat', 'fish', 'added-sugar', 'alcohol'], density: 1.1 }],
    ['vegetarian oyster sauce|vegan oyster sauce|mushroom oyster sauce|vegetarian stir fry sauce|mushroom stir fry sauce|mushroom vegetarian stir fry sauce|vegetarian mushroom sauce', 100, 0, 1.5, 22, { also: ['grain', 'gluten-grain', 'wheat', 'added-sugar', 'additive'], density: 1.2 }],
    // Sold as vegan: no egg or dairy, but usually wheat gluten and soy protein.
    ['vegan sausage|plant based sausage|vegan mince|plant based mince|vegan meat|plant based meat|vegan burger|plant based burger|vegan chicken|plant based chicken|vegan bacon|vegan ham|vegan deli slices|vegan meatballs|vegan nuggets|vegan chorizo|plant based burger patty|vegan burger patty', 220, 10, 18, 12, { also: ['grain', 'gluten-grain', 'wheat', 'additive'], each: 60 }],
    // Sold as vegetarian or "veggie": may hold egg white and cheese too.
    ['veggie sausage|vegetarian sausage|meat free sausage|meatless sausage|veggie mince|vegetarian mince|meat free mince|meatless crumbles|meat substitute|veggie burger|vegetarian burger|bean burger|veggie patty|veggie patties|vegetarian chicken pieces|veggie meatballs|vegetarian meatballs|veggie nuggets', 220, 10, 18, 12, { also: ['grain', 'gluten-grain', 'wheat', 'egg', 'dairy', 'additive'], each: 60 }],
    ['quorn|quorn mince|quorn pieces|quorn fillets|mycoprotein', 105, 2, 14.5, 4.5, { cats: ['egg', 'grain', 'gluten-grain', 'wheat', 'additive', 'vegetable'], each: 50 }],
  ]),
];

// prettier-ignore
const GRAINS: IngredientEntry[] = [
  ...group(['grain'], [
    ['rice|white rice|long grain rice|long grain white rice|basmati|basmati rice|white basmati rice|brown basmati rice|jasmine rice|thai jasmine rice|thai fragrant rice|arborio|arborio rice|risotto rice|carnaroli|carnaroli rice|vialone nano|paella rice|bomba rice|calasparra rice|valencia rice|sushi rice|japanese rice|short grain rice|medium grain rice|glutinous rice|sticky rice|sweet rice|sweet glutinous rice|brown rice|wild rice|black rice|forbidden rice|red rice|camargue red rice|parboiled rice|converted rice|easy cook rice|instant rice|minute rice|pudding rice|pilau rice|pilaf rice|calrose rice|sona masoori|ponni rice|rice grains|uncooked rice|dry rice|wild rice blend|rice blend|matta rice|rosematta rice|idli rice|poha|flattened rice|beaten rice|rice flakes|puffed rice|murmura|kheer rice', 360, 0.7, 7, 79, { cooked: 0.36, density: 0.8 }],
    ['cooked rice|steamed rice|leftover rice|cold rice|day old rice|cooked white rice|cooked brown rice|cooked jasmine rice|cooked basmati rice|cooked sushi rice|rice cooked|boiled rice|plain rice|microwave rice|precooked rice|ready cooked rice', 130, 0.3, 2.7, 28, { density: 0.8 }],
    ['rice flour|white rice flour|brown rice flour|glutinous rice flour|sweet rice flour|mochiko|shiratamako|rice powder|ground rice|rice starch|chapssal garu', 366, 1.4, 6, 80, { density: 0.6 }],
    ['rice noodle|rice noodles|rice vermicelli|rice vermicelli noodles|vermicelli rice noodles|rice stick|rice sticks|rice stick noodles|pad thai noodles|flat rice noodles|wide rice noodles|ho fun|hor fun|kway teow|kuay teow|banh pho|pho noodles|bun noodles|bee hoon|mee hoon|mixian|thin rice noodles|brown rice noodles|rice ramen|rice pasta|brown rice pasta|rice spaghetti|rice penne', 364, 0.6, 6, 80, { cooked: 0.3, density: 0.35 }],
    ['rice paper|rice paper wrapper|rice paper wrappers|rice paper sheets|spring roll rice paper|banh trang|rice wrapper|rice wrappers|rice cake|rice cakes|tteok|tteokbokki rice cakes|garaetteok|mochi|rice crackers|senbei|rice cracker', 330, 0.5, 5, 80, { per: { sheet: 9 }, each: 9 }],
    ['corn|sweetcorn|sweet corn|corn kernel|corn kernels|corn on the cob|corn cob|corn cobs|cob of corn|ear of corn|ears of corn|baby corn|baby corns|maize|canned corn|frozen corn|tinned sweetcorn|creamed corn|cream style corn|fresh corn|yellow corn|white corn|elote|corn niblets|niblets|roasted corn|charred corn|fire roasted corn', 86, 1.2, 3.3, 19, { also: ['vegetable'], each: 100, density: 0.7, per: { ear: 100, can: 285 } }],
    ['hominy|pozole corn|posole|canned hominy|nixtamal|mote|pozole', 72, 0.9, 1.5, 14, { density: 0.7, per: { can: 430 } }],
    ['cornmeal|corn meal|polenta|instant polenta|quick cook polenta|coarse cornmeal|fine cornmeal|yellow cornmeal|white cornmeal|stone ground cornmeal|grits|hominy grits|corn grits|stone ground grits|masa|masa harina|maseca|masa dough|masa flour|corn flour|maize flour|maize meal|mielie meal|mealie meal|ugali flour|fufu flour|arepa flour|harina pan|precooked cornmeal|makki ka atta|blue cornmeal', 370, 3.9, 8, 77, { density: 0.6 }],
    ['cornstarch|corn starch|cornflour|corn flour starch|maize starch|maizena|cornstarch slurry', 381, 0.1, 0.3, 91, { density: 0.55 }],
    ['popcorn|popcorn kernels|popping corn|unpopped popcorn|popped popcorn', 387, 4.5, 13, 78, { density: 0.1 }],
    ['corn tortilla|corn tortillas|white corn tortillas|yellow corn tortillas|blue corn tortillas|taco shell|taco shells|hard taco shells|tostada|tostadas|tostada shells|sope|sopes|gordita|arepa|arepas|pupusa|tlayuda', 218, 2.9, 5.7, 45, { each: 25 }],
    ['tortilla chip|tortilla chips|corn chips|nachos|nacho chips|totopos|fritos|blue corn chips', 489, 23, 7, 65, { also: ['seed-oil'], density: 0.2 }],
    ['quinoa|white quinoa|red quinoa|black quinoa|tricolor quinoa|tri color quinoa|rainbow quinoa|quinoa flakes|quinoa flour|puffed quinoa|cooked quinoa', 368, 6, 14, 64, { cooked: 0.33, density: 0.75 }],
    ['buckwheat|buckwheat groats|kasha|roasted buckwheat|buckwheat flour|light buckwheat flour|dark buckwheat flour|buckwheat flakes|kuttu atta|100 buckwheat soba|juwari soba|sarrasin', 343, 3.4, 13, 72, { cooked: 0.27, density: 0.7 }],
    ['millet|millet flour|foxtail millet|finger millet|ragi|ragi flour|pearl millet|bajra|bajra flour|jowar|jowar flour|sorghum|sorghum flour|white sorghum flour|amaranth|amaranth flour|puffed amaranth|fonio|kodo millet|little millet|barnyard millet|sanwa|job s tears|adlay|hato mugi|chia flour|injera|ethiopian injera', 370, 4, 11, 73, { cooked: 0.32, density: 0.75 }],
    ['gluten free flour|gluten free plain flour|gluten free all purpose flour|gluten free flour blend|gluten free baking flour|gf flour|gf plain flour|gf all purpose flour|1 to 1 gluten free flour|cup4cup|gluten free self raising flour|gluten free self rising flour|gluten free bread flour|measure for measure gluten free flour', 360, 1.5, 6, 80, { also: ['starch'], density: 0.55 }],
    ['gluten free pasta|gf pasta|gluten free spaghetti|gluten free penne|gluten free fusilli|gluten free macaroni|gluten free lasagne sheets|gluten free lasagna noodles|corn pasta|quinoa pasta|chickpea gluten free pasta|gluten free noodles', 357, 2, 7, 79, { density: 0.4 }],
    ['gluten free bread|gluten free breadcrumbs|gf breadcrumbs|gluten free panko|gluten free bread crumbs|gluten free tortilla|gluten free tortillas|gluten free wrap|gluten free wraps|gluten free crackers|gluten free pizza base|gluten free pizza crust|gluten free bun|gluten free buns|gluten free rolls|gf bread|gluten free biscuits|gluten free cookies|gluten free pie crust|gluten free pastry|gluten free puff pastry|gluten free croutons|gluten free graham crackers|gluten free cereal|gluten free granola', 250, 4, 3, 48, { also: ['egg', 'dairy', 'added-sugar', 'soy'], each: 30, per: { slice: 30 } }],
    ['gluten free oats|gluten free rolled oats|gluten free oatmeal|certified gluten free oats|gf oats|gluten free porridge oats|gluten free quick oats|gluten free steel cut oats|gluten free oat flour|gluten free old fashioned oats|certified gluten free rolled oats|gluten free instant oats|gluten free jumbo oats', 389, 6.9, 16.9, 66, { density: 0.38 }],
    ['gluten free beer|gluten free lager|gluten free ale|gluten reduced beer', 40, 0, 0.3, 3, { cats: ['alcohol'], density: 1 }],
    ['gluten free baking powder', 53, 0, 0, 28, { cats: ['leavening', 'grain'], density: 0.9 }],
  ]),
  ...group(['grain', 'gluten-grain'], [
    // Oats are not wheat, but regular oats are grown and milled beside wheat: a gluten risk.
    ['oat|oats|rolled oats|porridge oats|old fashioned oats|old fashioned rolled oats|quick oats|quick cooking oats|quick cook oats|instant oats|steel cut oats|steel cut oatmeal|pinhead oats|irish oats|scottish oats|jumbo oats|oatmeal|oat bran|oat flour|oat groats|oat flakes|oat meal|quick oatmeal|instant oatmeal|porridge|rolled oat|whole oats|overnight oats|oat fiber', 389, 6.9, 16.9, 66, { density: 0.38 }],
    ['oat milk|oat drink|oatly|oat beverage|oat cream|oat creamer|barista oat milk|oat yogurt|oat yoghurt', 46, 1.5, 1, 6.7, { density: 1.03 }],
    ['barley|pearl barley|pearled barley|pot barley|barley tea|mugicha|hulled barley|barley flakes|barley flour|barley grits|barley groats|cooked barley|rye|rye flour|dark rye flour|light rye flour|wholemeal rye flour|whole rye flour|rye flakes|rye berries|rye grain|pumpernickel flour|triticale|triticale flour', 352, 1.2, 10, 78, { cooked: 0.35, density: 0.75 }],
    // Teff is gluten-free by nature but commonly milled beside wheat; Open Food Facts lists gluten.
    ['teff|teff flour|ivory teff|brown teff|teff grain', 367, 2.4, 13, 73, { density: 0.75 }],
    ['malt|malt extract|barley malt|barley malt extract|malt powder|diastatic malt|diastatic malt powder|malted barley|malted barley flour|malt flour|non diastatic malt powder|dried malt extract|liquid malt extract|malt syrup|barley malt syrup|barley syrup', 360, 0, 6, 80, { also: ['added-sugar'], density: 1.3 }],
    ['malted milk powder|malted milk|horlicks|ovaltine|milo', 411, 8, 10, 74, { also: ['dairy', 'added-sugar', 'wheat'], density: 0.5 }],
    ['malt vinegar|brown malt vinegar|distilled malt vinegar|chip shop vinegar|pickling vinegar|spiced vinegar', 54, 0, 0, 0.1, { cats: ['condiment', 'grain', 'gluten-grain'], density: 1 }],
    ['granola|granola clusters|muesli|bircher muesli|oat clusters|granola of your choice|toasted muesli|swiss muesli', 471, 20, 10, 64, { also: ['wheat', 'added-sugar', 'tree-nut', 'peanut', 'sulfite', 'honey', 'soy'], density: 0.45 }],
    ['oatcake|oatcakes|oat crackers|scottish oatcakes', 441, 18, 10, 59, { also: ['wheat', 'dairy'], each: 10 }],
    ['haggis', 251, 15, 11, 17, { also: ['meat'], density: 1 }],
    ['vegetarian haggis|vegan haggis', 200, 9, 6, 24, { also: ['legume', 'seed-oil'], density: 1 }],
  ]),
];

// prettier-ignore
const WHEAT_PRODUCTS: IngredientEntry[] = group(WHEAT, [
  // Flours and grains.
  ['flour|all purpose flour|all-purpose flour|ap flour|plain flour|white flour|wheat flour|plain white flour|unbleached flour|unbleached all purpose flour|bleached flour|bread flour|strong flour|strong white flour|strong white bread flour|strong bread flour|white bread flour|cake flour|pastry flour|cake and pastry flour|self raising flour|self rising flour|self raising white flour|sr flour|00 flour|tipo 00 flour|tipo 00|type 00 flour|doppio zero flour|pizza flour|type 55 flour|t55 flour|t45 flour|instant flour|wondra|wondra flour|superfine flour|maida|italian 00 flour|manitoba flour|high gluten flour|high protein flour|soft flour|weak flour|sauce flour|wheaten cornflour|flour for dusting|extra flour|seasoned flour|flour mixture', 364, 1, 10, 76, { density: 0.53 }],
  ['whole wheat flour|wholewheat flour|wholemeal flour|whole meal flour|wholemeal plain flour|wholemeal bread flour|strong wholemeal flour|whole grain flour|wholegrain flour|graham flour|white whole wheat flour|whole wheat pastry flour|atta|chapati flour|chakki atta|durum flour|durum wheat flour|brown flour|granary flour|malted grain flour|stoneground flour|sprouted wheat flour|wheat germ|wheatgerm|wheat bran|bran|unprocessed bran|miller s bran|bran flakes|all bran|wheat berries|wheat berry|whole wheat|wheat grain|wheat|cracked wheat|kamut|khorasan|khorasan wheat|einkorn|einkorn flour|emmer|emmer flour|farro|farro perlato|durum|durum wheat|spelt|spelt flour|wholemeal spelt flour|white spelt flour|spelt grain|dinkel|freekeh|frikeh|bulgur|bulgur wheat|bulghur|bulghur wheat|burghul|bulgar wheat|fine bulgur|coarse bulgur|pourgouri|dalia|daliya|broken wheat|semolina|semolina flour|fine semolina|coarse semolina|durum wheat semolina|durum semolina|semola|semola rimacinata|sooji|suji|rava|rawa|farina|cream of wheat|wheat starch|wheat flakes|puffed wheat|shredded wheat|weetabix|wheat biscuits|wheat cereal|seitan|vital wheat gluten|wheat gluten|gluten flour|gluten|mock duck|wheat protein|kofu|matzo|matzah|matzo meal|matzah meal|matza|cake meal|sprouted wheat', 350, 2, 12, 70, { cooked: 0.35, density: 0.6 }],
  ['couscous|pearl couscous|israeli couscous|giant couscous|moghrabieh|maftoul|fregola|fregula|whole wheat couscous|wholewheat couscous|instant couscous|cooked couscous|ptitim', 376, 0.6, 13, 77, { cooked: 0.3, density: 0.7 }],
  // Pasta, dry unless named fresh.
  ['pasta|dried pasta|dry pasta|spaghetti|spaghettini|linguine|linguini|fettuccine|fettucine|fettuccini|tagliatelle|tagliolini|pappardelle|bucatini|vermicelli|vermicelli pasta|angel hair|angel hair pasta|elbow|capellini|penne|penne rigate|penne pasta|mostaccioli|rigatoni|fusilli|rotini|rotelle|farfalle|bow tie pasta|bowtie pasta|bow ties|farfalline|conchiglie|conchiglioni|pasta shells|shell pasta|small shells|medium shells|jumbo shells|jumbo pasta shells|macaroni|elbow macaroni|elbow pasta|elbows|ziti|orecchiette|orzo|risoni|ditalini|ditali|tubetti|anelli|paccheri|calamarata|cavatappi|cellentani|gemelli|trofie|casarecce|campanelle|radiatori|strozzapreti|mafaldine|reginette|lumache|gigli|mezze maniche|mezzi rigatoni|garganelli|maccheroni|lasagna|lasagne|lasagne sheets|lasagna noodles|lasagna sheets|lasagne pasta|no boil lasagna noodles|oven ready lasagna noodles|cannelloni|cannelloni tubes|manicotti|manicotti shells|stelline|alphabet pasta|pastina|acini di pepe|small pasta|soup pasta|short pasta|long pasta|tube pasta|whole wheat pasta|wholewheat pasta|wholemeal pasta|whole wheat spaghetti|wholemeal spaghetti|whole wheat penne|spelt pasta|cooked pasta|cooked spaghetti|leftover pasta|pasta of your choice|pici|bigoli|scialatielli|malloreddus|cavatelli|busiate|fideo|fideos|fideua noodles|vermicelli noodles|sevai|seviyan|semiya|kritharaki|noodle|noodles|egg free noodles|dried noodles|wheat noodles|chinese noodles|asian noodles|stir fry noodles|mee|mie', 371, 1.5, 13, 75, { cooked: 0.42, density: 0.4, per: { package: 450, box: 450, bag: 500 } }],
  ['egg noodle|egg noodles|dried egg noodles|fresh egg noodles|wide egg noodles|extra wide egg noodles|medium egg noodles|fine egg noodles|chow mein noodles|lo mein noodles|lo mein|chow mein|hokkien noodles|hokkien mee|wonton noodles|wanton noodles|yellow noodles|mee pok|ramen noodles|ramen|fresh ramen noodles|dried ramen noodles|instant noodles|instant ramen|instant noodle|maggi noodles|2 minute noodles|yakisoba noodles|yakisoba|chuka soba|saimin|mee goreng noodles|fresh pasta|fresh egg pasta|egg pasta|fresh lasagne sheets|fresh lasagna sheets|fresh fettuccine|fresh tagliatelle|fresh pappardelle|fresh spaghetti|fresh linguine|egg tagliatelle|egg fettuccine|pappardelle all uovo|tajarin|spaetzle|spatzle|spätzle|kluski|nokedli|halusky|egg barley|tarhonya|kluski noodles|reshteh|kesme|egg roll wrapper|egg roll wrappers|eggroll wrappers|egg roll skins', 384, 4.4, 14, 71, { cooked: 0.36, also: ['egg', 'seed-oil'], density: 0.4 }],
  ['udon|udon noodles|fresh udon|frozen udon|dried udon|sanuki udon|somen|somen noodles|soumen|hiyamugi|soba|soba noodles|buckwheat noodles|buckwheat soba|naengmyeon|naengmyun noodles|chinese wheat noodles|knife cut noodles|biang biang noodles|la mian|lamian|hand pulled noodles|shanghai noodles|thick wheat noodles|wheat flour noodles|misua|mee sua|longevity noodles|dan dan noodles', 270, 0.8, 7.5, 56, { density: 0.4 }],
  ['tortellini|tortelloni|ravioli|raviolini|agnolotti|cappelletti|mezzelune|filled pasta|stuffed pasta|fresh ravioli|fresh tortellini|meat ravioli|meat tortellini|pierogi|pierogies|perogies|pelmeni|vareniki|manti|wonton|wontons|dumpling|dumplings|potsticker|potstickers|gyoza|jiaozi|mandu|momo|momos|xiao long bao|dim sum|shumai|siu mai|har gow|bao|bao buns|steamed buns|pork buns|char siu bao', 250, 8, 11, 33, { also: ['egg', 'dairy', 'meat', 'poultry', 'crustacean', 'animal-rennet', 'soy'], each: 10 }],
  ['cheese tortellini|cheese ravioli|ricotta ravioli|spinach ricotta ravioli|spinach and ricotta ravioli|spinach and ricotta tortellini|spinach ricotta tortellini|cheese tortelloni|mushroom ravioli|pumpkin ravioli|butternut squash ravioli|three cheese tortellini|four cheese ravioli|cheese filled tortellini|vegetarian ravioli|vegetarian dumplings|vegetable dumplings|veggie dumplings|vegetable gyoza|vegetable potstickers|potato pierogi|cheese pierogi|potato and cheese pierogi', 260, 9, 11, 33, { also: ['egg', 'dairy', 'animal-rennet', 'soy'], each: 10 }],
  ['gnocchi|potato gnocchi|fresh gnocchi|shelf stable gnocchi|ricotta gnocchi|gnudi|gnocchetti|cauliflower gnocchi|sweet potato gnocchi|gnocchi sardi', 133, 0.3, 3.3, 29, { also: ['egg', 'vegetable'], density: 0.6 }],
  // Bread and doughs.
  ['tortilla|tortillas|flour tortilla|flour tortillas|wheat tortilla|wheat tortillas|whole wheat tortillas|tortilla wrap|tortilla wraps|wrap|wraps|burrito tortilla|burrito tortillas|large flour tortillas|fajita wraps|soft taco tortillas|mountain bread|chalupa|gordita shells|tortilla bowls|taco bowls', 310, 8, 8, 50, { each: 45 }],
  ['naan|naan bread|naans|garlic naan|paratha|parathas|kulcha|bhatura', 300, 8, 9, 50, { also: ['dairy'], each: 90 }],
  ['pita|pitta|pita bread|pitta bread|pita pocket|pita pockets|pitas|pittas|khubz|lebanese bread|arabic bread|lavash|lavosh|markook|saj bread|yufka|flatbread|flatbreads|flat bread|piadina|chapati|chapatis|chapatti|roti|rotis|phulka|puri|poori', 275, 1.2, 9, 56, { each: 60 }],
  ['bagel|bagels', 257, 1.7, 10, 50, { each: 100 }],
  ['baguette|french baguette|baguettes|ficelle|demi baguette', 270, 1.5, 10, 54, { each: 250, per: { slice: 25 } }],
  ['bun|buns|burger bun|burger buns|hamburger bun|hamburger buns|hot dog bun|hot dog buns|slider buns|slider bun|sesame bun|sesame seed buns|potato roll|potato rolls|potato buns|pretzel bun|pretzel buns|pretzel roll|bread roll|bread rolls|roll|rolls|dinner roll|dinner rolls|crusty roll|crusty rolls|soft roll|soft rolls|submarine roll|sub roll|sub rolls|hoagie roll|hoagie rolls|hero roll|bolillo|bolillos|telera|kaiser roll|kaiser rolls|bap|baps|barm|barm cake|stotty|english muffin|english muffins', 280, 4, 9, 50, { each: 60 }],
  ['pizza base|pizza bases|pizza crust|pizza dough|pizza dough ball|store bought pizza dough|bread dough|dough|yeast dough|focaccia dough|flatbread dough|naan dough|frozen bread dough|roti dough|paratha dough', 250, 3, 8, 47, { each: 250 }],
  ['bread|white bread|sliced bread|sandwich bread|sliced white bread|wholemeal bread|whole wheat bread|wholegrain bread|whole grain bread|multigrain bread|brown bread|granary bread|seeded bread|sourdough|sourdough bread|sourdough loaf|country bread|country loaf|rustic bread|crusty bread|crusty loaf|french bread|italian bread|farmhouse loaf|bloomer|cob loaf|pan de campagne|pain de campagne|bread loaf|loaf of bread|loaf|ciabatta|ciabatta bread|ciabatta roll|ciabatta rolls|focaccia|focaccia bread|pugliese|pane pugliese|barbari|sangak|taftoon|turkish bread|pide|potato bread|crumpet|crumpets|pikelet|pretzel|pretzels|soft pretzel|pretzel sticks|rye bread|light rye bread|dark rye bread|pumpernickel|pumpernickel bread|black bread|rugbrod|vollkornbrot|soda bread|irish soda bread|wheaten bread|toast|toasted bread|bread slices|slice of bread|slices of bread|bread slice|stale bread|day old bread|crustless bread|bread cubes|cubed bread|torn bread|texas toast|garlic bread|garlic bread baguette|bruschetta|crostini|crostini toasts|melba toast|rusks|rusk|zwieback|friselle|pane carasau|grissini|breadsticks|breadstick|bread sticks|lavash crackers|pita chips|bagel chips|bread chips|wonton wrapper|wonton wrappers|wonton skins|wonton skin|gyoza wrappers|gyoza skins|dumpling wrappers|dumpling skins|potsticker wrappers|siu mai wrappers|spring roll wrapper|spring roll wrappers|spring roll pastry|spring roll sheets|lumpia wrappers|samosa pastry|samosa sheets|brik pastry|feuille de brick|warqa', 265, 3.2, 9, 49, { each: 30, density: 0.35, per: { slice: 30, package: 450 } }],
  ['breadcrumbs|bread crumbs|breadcrumb|bread crumb|dried breadcrumbs|dry breadcrumbs|fresh breadcrumbs|fresh bread crumbs|plain breadcrumbs|dry bread crumbs|seasoned breadcrumbs|seasoned bread crumbs|italian breadcrumbs|italian seasoned breadcrumbs|italian bread crumbs|fine breadcrumbs|toasted breadcrumbs|golden breadcrumbs|panko|panko breadcrumbs|panko bread crumbs|japanese breadcrumbs|japanese panko|panko crumbs|croutons|crouton|homemade croutons|garlic croutons|stuffing|stuffing mix|sage and onion stuffing|stuffing cubes|bread stuffing|dressing cubes|cracker crumbs|cracker meal|saltine crumbs|crushed crackers|crushed saltines|ritz crackers|ritz cracker crumbs|cornflake crumbs|crushed cornflakes|cereal crumbs|crushed pretzels|pretzel crumbs|biscuit crumbs|cookie crumbs|cake crumbs|crumbs|bread stuffing mix|dried bread', 395, 5.3, 13, 72, { density: 0.45 }],
  ['cracker|crackers|water cracker|water crackers|water biscuits|saltine|saltines|saltine crackers|soda crackers|cream crackers|table water crackers|wheat thins|rye crackers|crispbread|crispbreads|ryvita|knackebrod|hardtack|ship biscuits|matzo crackers|oyster crackers|goldfish crackers|cheese crackers|cheese straws|club crackers|butter crackers|crackers of your choice', 430, 10, 9, 72, { also: ['dairy', 'soy', 'seed-oil'], each: 5 }],
  ['puff pastry|puff pastry sheet|puff pastry sheets|ready rolled puff pastry|frozen puff pastry|all butter puff pastry|rough puff pastry|vol au vent|vol au vents|vol au vent cases|shortcrust pastry|shortcrust|shortcrust pastry sheet|ready rolled shortcrust pastry|sweet shortcrust pastry|pate sucree|pate brisee|pate sablee|pastry|pastry dough|pastry case|pastry cases|pastry shell|pie crust|pie crusts|pie shell|pie shells|pie dough|pie pastry|refrigerated pie crust|frozen pie crust|deep dish pie crust|unbaked pie crust|pre baked pie crust|blind baked pastry case|tart shell|tart shells|tartlet cases|tart crust|tart pastry|hot water crust pastry|choux pastry|croissant dough|crescent roll dough|crescent rolls|crescent dough|crescent dough sheet|biscuit dough|refrigerated biscuit dough|canned biscuits|refrigerated biscuits|cinnamon roll dough|danish pastry dough|empanada discs|empanada dough|empanada wrappers|tapas de empanadas|turnover pastry|pasty pastry|strudel pastry|graham cracker crust|graham cracker pie crust|cookie crust|biscuit base|oreo crust|chocolate cookie crust', 520, 32, 6, 52, { also: ['dairy', 'seed-oil', 'egg'], per: { sheet: 250, package: 400 } }],
  ['filo|filo pastry|filo dough|phyllo|phyllo dough|phyllo pastry|phyllo sheets|filo sheets|fillo|fillo dough|kataifi|kadaif|kataifi pastry|shredded phyllo|yufka sheets|phyllo cups|phyllo shells|mini phyllo shells', 299, 6, 7, 53, { also: ['seed-oil'], per: { sheet: 20, package: 450 } }],
  ['croissant|croissants|pain au chocolat|danish pastry|danish pastries|pastries|pastry of your choice|sweet pastry', 406, 21, 8, 46, { also: ['added-sugar', 'dairy', 'egg', 'soy', 'seed-oil', 'tree-nut'], each: 60 }],
  ['brioche|brioche bun|brioche buns|brioche loaf|brioche rolls|brioche bread|challah|challah bread|challah loaf|milk bread|hokkaido milk bread|shokupan|japanese milk bread|pan de mie|hawaiian rolls|hawaiian sweet rolls|king s hawaiian rolls|sweet rolls|sweet buns|sweet bread', 346, 13, 9, 48, { also: ['added-sugar', 'dairy', 'egg', 'soy', 'seed-oil', 'tree-nut'], each: 50, per: { slice: 35 } }],
  ['cookie|cookies|chocolate chip cookies|butter cookies|sugar cookies|shortbread|shortbread cookies|shortbread biscuits|shortbread fingers|digestive|digestives|digestive biscuits|digestive biscuit|hobnobs|rich tea|rich tea biscuits|marie biscuits|marie biscuit|tea biscuits|petit beurre|petit beurre biscuits|gingernut|gingernuts|gingersnap|gingersnaps|ginger snaps|ginger biscuits|ginger nuts|gingernut biscuits|oreo|oreos|oreo cookies|chocolate sandwich cookies|sandwich cookies|biscoff|biscoff cookies|lotus biscuits|speculoos|speculoos cookies|graham cracker|graham crackers|graham cracker crumbs|graham crumbs|vanilla wafers|nilla wafers|wafer|wafers|wafer cookies|biscotti|cantucci|florentines|animal crackers|teddy grahams|fig rolls|fig newtons|jaffa cakes|macarons|macaron|meringue cookies|sponge fingers|ladyfinger|ladyfingers|lady fingers|savoiardi|savoiardi biscuits|boudoir biscuits', 480, 21, 6, 66, { also: ['added-sugar', 'dairy', 'egg', 'soy', 'seed-oil', 'tree-nut'], each: 15 }],
  ['cake|cakes|leftover cake|sponge cake|sponge|madeira cake|pound cake|angel food cake|chiffon cake|genoise|swiss roll|trifle sponges|brownie|brownies|blondie|blondies|cupcake|cupcakes|muffin|muffins|gingerbread|gingerbread men|lebkuchen|parkin|panettone|pandoro|stollen|babka', 390, 18, 5, 53, { also: ['added-sugar', 'dairy', 'egg', 'soy', 'seed-oil', 'tree-nut'], each: 60, per: { slice: 80 } }],
  ['pancake|pancakes|crepe|crepes|blini|blinis|waffle|waffles|frozen waffles|french toast', 227, 10, 6, 28, { also: ['added-sugar', 'dairy', 'egg', 'soy', 'seed-oil', 'tree-nut'], each: 40 }],
  ['donut|donuts|doughnut|doughnuts|churros|beignets|eclair|eclairs|profiteroles|cream puffs|stroopwafel|stroopwafels', 420, 23, 5, 48, { also: ['added-sugar', 'dairy', 'egg', 'soy', 'seed-oil', 'tree-nut'], each: 60 }],
  ['scone|scones|biscuit|biscuits|buttermilk biscuits|drop biscuits|buttermilk biscuit', 365, 14, 7, 52, { also: ['added-sugar', 'dairy', 'egg', 'soy', 'seed-oil', 'tree-nut'], each: 60 }],
  ['hot cross buns|hot cross bun|teacake|teacakes|bath bun|chelsea bun|cinnamon roll|cinnamon rolls|kolache|kolaches|concha|conchas|pan dulce|bolo rei|tsoureki|kulich|paska|cozonac|pulla|cornbread|corn bread|johnnycake|johnny cakes|hush puppies|hushpuppies|cookie dough|speculoos spread|cookie butter|biscoff spread|ice cream wafers|ice cream cones|waffle cones|ice cream cone|cake mix|boxed cake mix|yellow cake mix|white cake mix|chocolate cake mix|brownie mix|muffin mix|cookie mix|pancake mix|waffle mix|bisquick|baking mix|biscuit mix|jiffy mix|jiffy corn muffin mix|cornbread mix|corn muffin mix|cornmeal mix|self rising cornmeal mix|pie|pies|tart|tarts|pop tarts|breakfast cereal|cereal|cheerios|rice krispies|rice crispies|crispy rice cereal|krispies|cocoa pops|cornflakes|corn flakes|frosted flakes|special k|chex|crispix|ice cream sandwich|ice cream sandwiches|rugelach|baklava|kunafa|knafeh|basbousa|halwa|sheera|gulab jamun|jalebi|ladoo|laddu|barfi|mithai|tea cakes|crackers and cookies', 450, 20, 6, 62, { also: ['added-sugar', 'dairy', 'egg', 'soy', 'seed-oil', 'tree-nut'], each: 40, density: 0.45 }],
]);

// prettier-ignore
const DAIRY: IngredientEntry[] = group(['dairy'], [
  ['milk|whole milk|full fat milk|full cream milk|semi skimmed milk|semi skim milk|skimmed milk|skim milk|2 milk|1 milk|low fat milk|reduced fat milk|lowfat milk|nonfat milk|non fat milk|fat free milk|lactose free milk|dairy milk|dairy|dairy products|dairy product|milk products|milk product|cow s milk|cows milk|fresh milk|raw milk|homogenized milk|vitamin d milk|warm milk|cold milk|scalded milk|milk of your choice|goat milk|goat s milk|goats milk|sheep milk|sheep s milk|a2 milk|uht milk|long life milk|chocolate milk|flavored milk|strawberry milk', 61, 3.3, 3.2, 4.8, { density: 1.03 }],
  ['buttermilk|cultured buttermilk|low fat buttermilk|buttermilk powder|dried buttermilk|chaas|lassi|ayran|doogh|kefir|milk kefir|plain kefir', 40, 0.9, 3.3, 4.8, { density: 1.03 }],
  ['cream|fresh cream|heavy cream|double cream|whipping cream|heavy whipping cream|thickened cream|pouring cream|single cream|light cream|table cream|cooking cream|extra thick double cream|clotted cream|light whipping cream|35 cream|18 cream|10 cream|whipping cream 35|cream 35|culinary cream|media crema|nata|panna|panna da cucina|malai|crema|mexican crema|crema mexicana|crema fresca|reduced fat cream|elmlea|cream or milk|dairy cream', 340, 36, 2.1, 2.8, { density: 1 }],
  ['sour cream|sour creme|soured cream|light sour cream|reduced fat sour cream|full fat sour cream|smetana|crema agria', 198, 19, 2.4, 4.6, { density: 1.03 }],
  ['creme fraiche|crème fraîche|half fat creme fraiche|full fat creme fraiche|lighter creme fraiche', 290, 30, 2, 3, { density: 1.03 }],
  ['half and half|half n half|half half|half & half|half and half cream|coffee cream|light coffee cream', 131, 11.5, 3.1, 4.3, { density: 1.02 }],
  ['whipped cream|whipped topping|cool whip|squirty cream|aerosol cream|chantilly cream|chantilly|creme chantilly|sweetened whipped cream|stabilized whipped cream|whipped double cream|whipped heavy cream|dream whip', 257, 22, 3.2, 12.5, { also: ['added-sugar'], density: 0.3 }],
  ['evaporated milk|evaporated whole milk|evaporated skim milk|light evaporated milk|evaporated milk light|unsweetened condensed milk', 134, 7.6, 6.8, 10, { density: 1.07, per: { can: 354 } }],
  ['condensed milk|sweetened condensed milk|sweet condensed milk|condensed milk light|caramelized condensed milk|milkmaid|carnation condensed milk', 321, 8.7, 7.9, 54, { also: ['added-sugar'], density: 1.3, per: { can: 397 } }],
  ['milk powder|powdered milk|dry milk|dried milk|dry milk powder|milk solids|nonfat dry milk|non fat dry milk|skim milk powder|skimmed milk powder|whole milk powder|full cream milk powder|instant milk powder|nido|nido milk powder|khoya|khoa|mawa|khoa mawa|rabri|basundi', 496, 27, 26, 38, { density: 0.45 }],
  ['yogurt|yoghurt|yogourt|plain yogurt|plain yoghurt|natural yogurt|natural yoghurt|greek yogurt|greek yoghurt|greek style yogurt|greek style yoghurt|full fat yogurt|full fat greek yogurt|whole milk yogurt|low fat yogurt|fat free yogurt|nonfat yogurt|non fat greek yogurt|0 greek yogurt|2 greek yogurt|plain greek yogurt|unsweetened yogurt|vanilla yogurt|fruit yogurt|skyr|icelandic yogurt|labneh|labne|labna|strained yogurt|dahi|curd|curds|hung curd|thick yogurt|set yogurt|balkan yogurt|bulgarian yogurt|sheep yogurt|goat yogurt|yogurt of your choice|frozen yogurt|drinking yogurt|matzoon|shrikhand|chakka|raita|tzatziki|cacik|yogurt sauce|yoghurt sauce|mint yogurt sauce|yogurt dip|mast o khiar', 61, 3.3, 3.5, 4.7, { density: 1.04 }],
  ['butter|unsalted butter|salted butter|sweet butter|sweet cream butter|cultured butter|european butter|european style butter|irish butter|grass fed butter|softened butter|melted butter|cold butter|room temperature butter|butter softened|butter melted|butter at room temperature|dairy butter|lightly salted butter|slightly salted butter|block butter|stick butter|butter stick|whipped butter|spreadable butter|butter spread|butter blend|garlic butter|herb butter|compound butter|brown butter|browned butter|beurre noisette|beurre blanc|beurre manie|beurre|makhan|white butter|cooking butter', 717, 81, 0.9, 0.1, { density: 0.96, per: { stick: 113, knob: 15, block: 250, package: 250, cube: 15, square: 15 } }],
  ['ice cream|vanilla ice cream|chocolate ice cream|strawberry ice cream|gelato|frozen custard|soft serve|ice cream of your choice|kulfi|semifreddo|sherbet|ice milk|frozen dessert|neapolitan ice cream|dulce de leche ice cream', 207, 11, 3.5, 24, { also: ['added-sugar', 'egg'], density: 0.55 }],
  ['custard|vanilla custard|creme anglaise|crème anglaise|egg custard|custard sauce|ready made custard|canned custard|pudding|vanilla pudding|chocolate pudding|rice pudding|panna cotta|creme brulee|flan|creme caramel|zabaglione|sabayon|posset|syllabub', 122, 4, 3.7, 18, { also: ['added-sugar', 'egg'], density: 1.05 }],
  // Pastry cream is thickened with flour as often as with cornflour.
  ['pastry cream|creme patissiere|crème pâtissière|creme pat|confectioners custard', 180, 7, 4, 25, { also: ['added-sugar', 'egg', 'grain', 'gluten-grain', 'wheat'], density: 1.05 }],
  ['whey|whey protein|whey protein powder|protein powder|casein|caseinate|sodium caseinate|lactose|milk protein|milk protein concentrate|whey powder|protein shake', 380, 5, 75, 10, { density: 0.4 }],
  ['creamer|coffee creamer|non dairy creamer|non-dairy creamer|coffee whitener|powdered creamer|liquid creamer|french vanilla creamer|hazelnut creamer|coffee mate|whitener', 250, 13, 1, 33, { also: ['seed-oil', 'added-sugar', 'additive', 'soy'], density: 1 }],
  ['caramel|caramel sauce|salted caramel|salted caramel sauce|dulce de leche|cajeta|butterscotch|butterscotch sauce|butterscotch chips|toffee|toffee sauce|toffee bits|toffee pieces|heath bits|fudge|fudge pieces|fudge sauce|hot fudge|hot fudge sauce|caramels|soft caramels|caramel candies|caramel chips|werther s|dulce de leche caramel|brigadeiro|cajeta sauce|sticky toffee sauce|caramelised condensed milk', 382, 8, 2.5, 77, { also: ['added-sugar', 'soy'], density: 1.3 }],
  ['chocolate|milk chocolate|white chocolate|white coverture chocolate|white couverture chocolate|milk coverture chocolate|milk chocolate chips|white chocolate chips|white chocolate chunks|milk chocolate chunks|white chocolate melts|candy melts|chocolate melts|chocolate buttons|milk chocolate buttons|white chocolate buttons|chocolate bar|chocolate bars|chocolate candies|chocolate eggs|mini eggs|smarties|chocolate covered|chocolate sprinkles|chocolate shavings|chocolate curls|grated chocolate|chocolate of your choice|hot chocolate|hot chocolate powder|hot cocoa|hot cocoa mix|drinking chocolate|cocoa mix|chocolate syrup|chocolate sauce|chocolate fudge sauce|chocolate ganache|ganache|chocolate frosting|chocolate icing|chocolate truffles|truffles|chocolate chunks|chocolate pieces|chocolate wafers|chocolate cookies|couverture|chocolate coating|compound chocolate|milky bar|kinder', 535, 30, 7.6, 59, { also: ['added-sugar', 'soy', 'seed'], density: 0.6, per: { square: 7 } }],
  // Candy bars: several hold peanuts and the rest are made on shared lines.
  ['candy bar|candy bars|chocolate candy bar|snickers|mars bar|mars bars|kit kat|twix|reese s|reeses|reese s peanut butter cups|peanut butter cups|reese s pieces|malteasers|maltesers|crunchie|crunchie bar|rolo|rolos|milky way|daim|baby ruth|butterfinger|payday|m and ms|m&ms|peanut m and ms|candy|candies|sweets|mixed candy', 500, 25, 8, 60, { also: ['added-sugar', 'soy', 'seed', 'peanut', 'wheat', 'gluten-grain', 'grain', 'egg'], each: 50 }],
  ['dark chocolate|bittersweet chocolate|semisweet chocolate|semi sweet chocolate|plain chocolate|baking chocolate|cooking chocolate|dark cooking chocolate|dark baking chocolate|chocolate chips|chocolate chip|choc chips|choc chip|chocolate morsels|semisweet chocolate chips|semi sweet chocolate chips|semisweet chocolate morsels|dark chocolate chips|dark chocolate chunks|bittersweet chocolate chips|mini chocolate chips|70 dark chocolate|70 chocolate|bitter chocolate|85 dark chocolate|dark chocolate 70|high quality dark chocolate|good quality dark chocolate|dark coverture chocolate|dark couverture chocolate|chocolate 70 cocoa solids|chocolate 70|bittersweet chocolate chunks|chocolate callets|dark chocolate callets|cocoa solids', 546, 31, 4.9, 61, { also: ['added-sugar', 'soy', 'seed'], density: 0.6, per: { square: 7 } }],
  ['vegan chocolate|dairy free chocolate|vegan dark chocolate|dairy free dark chocolate|vegan chocolate chips|dairy free chocolate chips|vegan chocolate chunks|allergen free chocolate chips|enjoy life chocolate chips|vegan milk chocolate', 546, 31, 4.9, 61, { cats: ['added-sugar', 'soy', 'seed'], density: 0.6, per: { square: 7 } }],
  ['icing|frosting|buttercream|butter cream|buttercream frosting|vanilla frosting|cream cheese frosting|cream cheese icing|glace icing|ready made frosting|canned frosting|fondant|ready to roll icing|sugar paste|sugarpaste|marzipan icing|royal icing|royal icing mix|icing of your choice|glaze|sugar glaze|vanilla glaze', 400, 16, 0.5, 65, { also: ['added-sugar', 'egg', 'soy', 'seed-oil'], density: 1.1 }],
]);

/** Protected-designation cheeses that must be made with calf rennet, so are not vegetarian. */
const RENNET: readonly Category[] = ['dairy', 'animal-rennet'];

// prettier-ignore
const CHEESE: IngredientEntry[] = group(['dairy'], [
  ['cheese|grated cheese|shredded cheese|sliced cheese|cheese slices|cheese slice|cheese of your choice|hard cheese|soft cheese|semi hard cheese|melting cheese|melty cheese|cheese blend|mixed cheese|pizza cheese|mexican cheese blend|mexican blend cheese|mexican cheese|taco cheese|italian cheese blend|italian blend cheese|three cheese blend|four cheese blend|fiesta blend|cheese curds|cheese curd|farmer cheese|farmers cheese|farmer s cheese|block cheese|aged cheese|strong cheese|mild cheese|cheese rind|cheese shavings|cheese cubes|string cheese|cheese sticks|cheese stick|cheese wedge|vegetarian cheese|vegetarian hard cheese|vegetarian parmesan|vegetarian italian hard cheese|italian style hard cheese|vegetarian pecorino', 380, 30, 24, 2, { density: 0.45, per: { slice: 20, block: 250 } }],
  ['cheddar|cheddar cheese|sharp cheddar|sharp cheddar cheese|extra sharp cheddar|mature cheddar|extra mature cheddar|vintage cheddar|mild cheddar|medium cheddar|white cheddar|aged cheddar|smoked cheddar|red leicester|double gloucester|colby|colby jack|monterey jack|monterey jack cheese|jack cheese|pepper jack|pepperjack|pepper jack cheese|cheshire|lancashire|wensleydale|caerphilly|derby|red cheddar|orange cheddar|tillamook cheddar|cabot cheddar|irish cheddar|english cheddar|vermont cheddar|cheddar or jack', 403, 33, 25, 1.3, { density: 0.45, per: { slice: 20, block: 200 } }],
  ['american cheese|processed cheese|cheese singles|kraft singles|velveeta|cheez whiz|cheese spread|spray cheese|cheese sauce|nacho cheese|nacho cheese sauce|queso dip|queso|cheese dip|laughing cow|cheese triangles|cheese product', 316, 25, 16, 8, { also: ['additive'], density: 1, per: { slice: 20 } }],
  ['mozzarella|mozzarella cheese|fresh mozzarella|buffalo mozzarella|mozzarella di bufala|mozzarella di bufala campana|low moisture mozzarella|low moisture part skim mozzarella|part skim mozzarella|whole milk mozzarella|shredded mozzarella|grated mozzarella|mozzarella ball|mozzarella balls|mini mozzarella balls|mozzarella pearls|ciliegine|bocconcini|baby bocconcini|burrata|stracciatella|fior di latte|smoked mozzarella|scamorza|provola|pizza mozzarella|mozz', 280, 17, 22, 3, { each: 125, density: 0.45, per: { slice: 20 } }],
  ['parmesan|parmesan cheese|parmigiano|parmigiano reggiano|parmigiano-reggiano|parmigiano reggiano cheese|reggiano|parmesan rind|parmesan rinds|parmigiano rind|grated parmesan|shaved parmesan|fresh parmesan|grana padano|grana|pecorino|pecorino romano|pecorino cheese|romano|romano cheese|pecorino sardo|pecorino toscano|pecorino siciliano|parmesan or pecorino|pecorino or parmesan|parmesan shavings|parmesan crisps', 392, 26, 36, 3.2, { cats: RENNET, density: 0.4 }],
  ['gruyere|gruyère|gruyere cheese|comte|comté|comte cheese|beaufort|emmental|emental|emmentaler|emmenthal|emmenthaler|manchego|manchego cheese|gorgonzola|gorgonzola dolce|gorgonzola piccante|roquefort|roquefort cheese|appenzeller|raclette cheese|raclette|vacherin|mont d or|reblochon|tomme|tomme de savoie|abondance|sbrinz|bitto|asiago|asiago cheese|montasio|idiazabal|zamorano|mahon', 413, 32, 30, 0.4, { cats: RENNET, density: 0.45 }],
  ['feta|feta cheese|greek feta|crumbled feta|sheep feta|goat feta|danish feta|barrel aged feta|marinated feta|bulgarian feta|white cheese|sirene|beyaz peynir|brinza|bryndza', 264, 21, 14, 4, { density: 0.5, per: { block: 200 } }],
  ['ricotta|ricotta cheese|whole milk ricotta|part skim ricotta|fresh ricotta|sheep ricotta|requeson', 174, 13, 11, 3, { density: 1 }],
  ['cottage cheese|small curd cottage cheese|low fat cottage cheese|quark|kwark|fromage frais|fromage blanc|petit suisse|tvorog|twarog|twaróg|chhena|chenna', 98, 4.3, 11, 3.4, { density: 1 }],
  ['cream cheese|creme cheese|full fat cream cheese|light cream cheese|reduced fat cream cheese|low fat cream cheese|whipped cream cheese|cream cheese block|neufchatel|neufchatel cheese|philadelphia|philadelphia cream cheese|garlic and herb soft cheese|boursin|herbed cheese', 342, 34, 6, 4, { density: 1, per: { block: 225, package: 225 } }],
  ['mascarpone|mascarpone cheese', 429, 44, 4.8, 4.5, { density: 1, per: { package: 250 } }],
  ['paneer|panir|homemade paneer', 296, 22, 18, 4, { per: { block: 225, package: 225 } }],
  ['halloumi|halloumi cheese|hellim|grilling cheese|bread cheese|juustoleipa|halloumi or feta', 321, 25, 21, 2, { per: { block: 225, package: 225 } }],
  ['queso fresco|queso blanco|queso fresco cheese|panela cheese|queijo minas|queijo coalho|cotija|cotija cheese|queso cotija|anejo cheese|queso anejo', 299, 24, 18, 3, { density: 0.5 }],
  ['brie|brie cheese|double cream brie|camembert|camembert cheese|brillat savarin|coulommiers|chaource|saint andre|taleggio|reblochon fermier|port salut|munster|muenster|muenster cheese|limburger|saint nectaire|morbier', 334, 28, 21, 0.5, {}],
  ['stilton|blue cheese|blue cheese crumbles|crumbled blue cheese|danish blue|dolcelatte|cambozola|saint agur|shropshire blue|bleu d auvergne|maytag blue|cashel blue', 353, 29, 21, 2.3, { density: 0.5 }],
  ['goat cheese|goat s cheese|goats cheese|goat s milk cheese|chevre|chèvre|soft goat cheese|crumbled goat cheese|goat cheese log|aged goat cheese|crottin|bucheron|sainte maure|valencay|humboldt fog|ricotta salata|cantal|salers|laguiole|ossau iraty|tomme de brebis|mimolette|fontina|fontina cheese|fontina val d aosta|gouda|gouda cheese|aged gouda|smoked gouda|edam|edam cheese|havarti|havarti cheese|jarlsberg|swiss cheese|swiss|baby swiss|leerdammer|maasdam|provolone|provolone cheese|provolone dolce|provolone piccante|brick cheese|oaxaca cheese|quesillo|queso oaxaca|chihuahua cheese|queso chihuahua|asadero|kasseri|kefalotyri|kefalograviera|graviera|mizithra|myzithra|smoked cheese|smoked provolone|cheese log|ackawi|akkawi|nabulsi cheese|jibneh|labneh balls|shankleesh|tulum|kashkaval|oscypek', 330, 26, 18, 3, { density: 0.5, per: { block: 225, package: 225 } }],
  ['vegan cheese|dairy free cheese|plant based cheese|vegan parmesan|vegan parmesan cheese|vegan mozzarella|vegan cheddar|dairy free mozzarella|dairy free cheddar|vegan cheese shreds|vegan cream cheese|dairy free cream cheese|vegan feta|vegan ricotta|cashew cheese|nut cheese|vegan butter|plant butter|plant based butter|dairy free butter|vegan margarine|dairy free margarine|dairy free spread|vegan spread|vegan block butter|vegan sour cream|dairy free sour cream|vegan yogurt|vegan yoghurt|dairy free yogurt|dairy free yoghurt|plant based yogurt|vegan cream|dairy free cream|vegan whipping cream|plant based cream|vegan creme fraiche|vegan mayo|vegan mayonnaise|egg free mayonnaise|egg free mayo|plant based mayo|plant based mayonnaise|vegenaise|vegan ice cream|dairy free ice cream|non dairy ice cream', 300, 25, 2, 12, { cats: ['seed-oil', 'soy', 'tree-nut', 'nut', 'starch', 'additive'], density: 0.9 }],
]);

// prettier-ignore
const EGGS: IngredientEntry[] = group(['egg'], [
  ['egg|eggs|large egg|large eggs|whole egg|whole eggs|free range egg|free range eggs|organic egg|hen egg|hen s egg|chicken egg|chicken eggs|beaten egg|beaten eggs|hard boiled egg|hard boiled eggs|hardboiled eggs|boiled egg|boiled eggs|soft boiled egg|fried egg|fried eggs|poached egg|poached eggs|scrambled egg|scrambled eggs|jammy egg|jammy eggs|egg wash|liquid egg|liquid eggs|egg substitute|egg beaters|pasture raised eggs|eggs at room temperature|duck egg|duck eggs|goose egg|century egg|century eggs|salted egg|salted eggs|salted duck egg|egg omelette', 143, 9.5, 12.6, 0.7, { each: 50 }],
  ['egg yolk|egg yolks|yolk|yolks|chicken egg yolk|chicken egg yolks|large egg yolk|large egg yolks|egg yolk beaten|salted egg yolk|cured egg yolk', 322, 26.5, 15.9, 3.6, { each: 17 }],
  ['egg white|egg whites|large egg white|large egg whites|liquid egg whites|carton egg whites|pasteurized egg whites|egg white powder|dried egg white|meringue powder|albumen|albumin|aquafaba or egg white', 52, 0.2, 10.9, 0.7, { each: 33, density: 1.03 }],
  ['quail egg|quail eggs|quails eggs|quail s eggs', 158, 11, 13, 0.4, { each: 9 }],
  ['egg powder|powdered egg|powdered eggs|dried egg|dried whole egg|whole egg powder|egg replacer powder with egg', 592, 40, 48, 5, { density: 0.4 }],
  ['meringue|meringues|meringue nests|meringue nest|meringue shells|pavlova|pavlova base|italian meringue|swiss meringue|french meringue', 387, 0, 5, 93, { also: ['added-sugar'], each: 10 }],
  ['mayonnaise|mayo|mayonaise|mayonnese|real mayonnaise|full fat mayonnaise|light mayonnaise|light mayo|reduced fat mayonnaise|low fat mayonnaise|olive oil mayonnaise|aioli|aïoli|garlic aioli|garlic mayo|garlic mayonnaise|chipotle mayo|chipotle mayonnaise|japanese mayonnaise|japanese mayo|kewpie|kewpie mayo|kewpie mayonnaise|lemon mayo|herb mayo|remoulade|rémoulade|tartar sauce|tartare sauce|sauce gribiche|rouille|marie rose sauce|thousand island|thousand island dressing|russian dressing|fry sauce|burger sauce|special sauce|big mac sauce|comeback sauce|yum yum sauce|salad cream|miracle whip|coleslaw dressing|potato salad|egg salad|coleslaw|slaw', 680, 75, 1, 0.6, { also: ['seed-oil', 'added-sugar', 'condiment'], density: 0.92 }],
  ['hollandaise|hollandaise sauce|bearnaise|béarnaise|bearnaise sauce|béarnaise sauce|choron sauce|maltaise sauce|mousseline sauce', 500, 52, 4, 1, { also: ['dairy'], density: 1 }],
  ['caesar dressing|caesar salad dressing|creamy caesar dressing', 520, 55, 3, 4, { also: ['dairy', 'animal-rennet', 'fish', 'seed-oil'], density: 1 }],
  ['ranch|ranch dressing|buttermilk ranch|ranch dip|ranch seasoning|ranch mix|ranch dressing mix|blue cheese dressing|bleu cheese dressing|creamy italian dressing|green goddess dressing|green goddess', 430, 45, 1.5, 6, { also: ['dairy', 'seed-oil', 'additive', 'soy'], density: 1 }],
]);

// prettier-ignore
const MEAT: IngredientEntry[] = [
  ...group(['meat'], [
    ['beef|beef steak|steak|steaks|sirloin|sirloin steak|top sirloin|ribeye|rib eye|ribeye steak|rib eye steak|rump steak|rump|flank steak|flank|skirt steak|skirt|hanger steak|flat iron steak|flat iron|fillet steak|filet mignon|beef fillet|beef tenderloin|tenderloin|chuck|chuck roast|chuck steak|beef chuck|stewing beef|stewing steak|stew meat|beef stew meat|braising steak|braising beef|casserole steak|diced beef|beef cubes|beef chunks|beef brisket|brisket|short rib|short ribs|beef short ribs|bone in short ribs|boneless short ribs|flanken ribs|beef ribs|oxtail|oxtails|ox cheek|ox cheeks|beef cheek|beef cheeks|topside|silverside|roast beef|beef roast|pot roast|round steak|top round|bottom round|eye of round|rump roast|minute steak|cube steak|t bone|t bone steak|porterhouse|porterhouse steak|tri tip|tri-tip|picanha|strip steak|new york strip|ny strip|striploin|sirloin tip|beef shin|shin of beef|beef shank|shank|beef sausage|bavette|onglet|denver steak|beef strips|stir fry beef|thinly sliced beef|shaved beef|shabu shabu beef|bulgogi beef|carne asada|cecina|wagyu|kobe beef|veal|veal cutlet|veal cutlets|veal escalope|veal escalopes|veal chop|veal chops|veal shank|veal shanks|veal mince|ground veal|osso buco|veal scallopini|veal loin|bison|buffalo meat|venison|deer|venison steak|venison loin|elk|moose|reindeer|kangaroo|horse meat|camel|yak|goat|goat meat|mutton|kid goat|lamb|lamb chop|lamb chops|lamb cutlets|lamb cutlet|lamb shoulder|shoulder of lamb|leg of lamb|lamb leg|boneless leg of lamb|lamb shank|lamb shanks|rack of lamb|lamb rack|lamb neck|neck of lamb|lamb neck fillet|lamb loin|lamb loin chops|lamb rump|lamb breast|lamb ribs|lamb steaks|diced lamb|lamb cubes|lamb pieces|lamb stew meat|lamb kidneys|rabbit|hare|wild boar|boar|squirrel|game|game meat|frog legs|alligator|turtle|red meat|meat|stewing meat|meat of your choice|cooked meat|leftover meat|roast meat|cold cuts|deli meat|lunch meat|luncheon meat|spam', 230, 15, 24, 0, { each: 200, density: 0.9 }],
    ['ground beef|minced beef|beef mince|mince|minced meat|ground meat|lean ground beef|extra lean ground beef|lean beef mince|lean mince|steak mince|hamburger meat|hamburger|ground chuck|ground round|ground sirloin|beef keema|keema|qeema|lamb mince|minced lamb|ground lamb|lamb keema|pork mince|minced pork|ground pork|ground veal and pork|meatloaf mix|meatloaf mixture|mixed mince|ground venison|ground bison|ground goat|goat mince|mutton mince|beef patty|beef patties|burger patty|burger patties|hamburger patty|hamburger patties|burger|burgers|beef burger|beef burgers|smash burger', 254, 20, 17, 0, { each: 120, density: 0.9 }],
    ['pork|pork shoulder|pork butt|boston butt|pork shoulder butt|pork collar|pork neck|pork belly|pork belly slices|pork belly strips|pork loin|pork loin roast|pork loin chops|pork tenderloin|pork fillet|pork fillets|pork chop|pork chops|bone in pork chops|boneless pork chops|pork steak|pork steaks|pork cutlet|pork cutlets|pork escalope|pork medallions|pork ribs|spare ribs|spareribs|pork spare ribs|baby back ribs|back ribs|st louis ribs|country style ribs|pork riblets|ribs|rack of ribs|pork cheek|pork cheeks|pork knuckle|pork hock|pork hocks|ham hock|ham hocks|smoked ham hock|pork shank|pork leg|leg of pork|pig s trotters|pigs trotters|pork trotters|trotters|pig feet|pork feet|porkchops|pork chop steaks|pork rind|pork rinds|pork skin|pork crackling|crackling|chicharron|chicharrones|pork scratchings|pork jowl|jowl|pork fat|fatback|pork back fat|back fat|caul fat|pork stew meat|diced pork|pork cubes|pork pieces|pork strips|sliced pork|shredded pork|pulled pork|roast pork|char siu|char siu pork|bbq pork|carnitas|lechon|porchetta|suckling pig|pork tongue|pork belly bites|boar meat|roast pork loin|pork roast|pork sirloin|pork blade steak|secreto|presa iberica|iberico pork|pork neck bones|pork bones|pork ribs bones', 242, 14, 27, 0, { each: 180, density: 0.9 }],
    ['liver|calf liver|calf s liver|calves liver|beef liver|lamb liver|lamb s liver|lambs liver|pork liver|pig liver|kidney|kidneys|beef kidney|lamb kidney|pork kidney|heart|beef heart|lamb heart|ox heart|tongue|beef tongue|ox tongue|lamb tongue|tripe|honeycomb tripe|beef tripe|sweetbreads|sweetbread|bone marrow|marrow bone|marrow bones|marrowbone|beef bones|soup bones|veal bones|knuckle bones|beef marrow|oxtail bones|brain|brains|lung|spleen|offal|giblets|chitterlings|chitlins|pig s ear|pigs ear|pig ear|pig s ears|pigs ears|ponmo|cow skin|blood|pig blood|beef blood|duck blood|animal blood|foie gras|pate|pâté|liver pate|chicken liver pate|duck pate|terrine|rillettes|liverwurst|braunschweiger', 150, 5, 20, 3, { each: 100, density: 1 }],
    ['lard|pork lard|leaf lard|manteca|bacon fat|bacon grease|bacon drippings|bacon dripping|beef dripping|dripping|drippings|beef drippings|pan drippings|tallow|beef tallow|beef fat|suet|beef suet|shredded suet|mutton fat|lamb fat|rendered fat|rendered pork fat|rendered beef fat|salo|guanciale fat|ham fat|animal fat', 902, 100, 0, 0, { also: ['oil-fat'], density: 0.9 }],
    ['rennet|animal rennet|calf rennet|liquid rennet|rennet tablets|rennet tablet|junket tablets', 0, 0, 0, 0, { cats: ['animal-rennet'], density: 1 }],
    ['gelatin|gelatine|gelatin powder|gelatine powder|powdered gelatin|powdered gelatine|leaf gelatin|leaf gelatine|gelatin leaves|gelatine leaves|gelatin sheets|gelatine sheets|sheet gelatin|sheet gelatine|platinum gelatin|unflavored gelatin|unflavoured gelatine|gelatin packet|knox gelatin|bloomed gelatin|beef gelatin|pork gelatin|collagen|collagen powder|collagen peptides|hydrolyzed collagen|aspic', 335, 0.1, 86, 0, { cats: ['gelatin'], density: 0.7, per: { sheet: 2, envelope: 7, packet: 7 } }],
    ['jello|jell o|jell-o|jelly crystals|jelly powder|gelatin dessert|jelly cubes|jelly dessert|flavored gelatin|flavoured jelly|strawberry jelly crystals|jello mix|jelly mix|gummy bears|gummies|gummy worms|jelly beans|jelly babies|wine gums|fruit gums|marshmallow|marshmallows|mini marshmallows|miniature marshmallows|marshmallow fluff|marshmallow creme|marshmallow cream', 330, 0.2, 5, 80, { cats: ['gelatin', 'added-sugar', 'additive'], density: 0.3, per: { packet: 85, package: 85, box: 85 } }],
  ]),
  ...group(CURED, [
    ['bacon|streaky bacon|back bacon|smoked bacon|unsmoked bacon|smoked streaky bacon|thick cut bacon|thick-cut bacon|thick sliced bacon|center cut bacon|bacon rasher|bacon rashers|bacon slice|bacon slices|bacon strip|bacon strips|slab bacon|bacon lardons|lardons|lardon|lardoons|bacon bits|bacon pieces|bacon ends|diced bacon|chopped bacon|smoked lardons|cooked bacon|crispy bacon|crumbled bacon|bacon crumbles|canadian bacon|peameal bacon|applewood smoked bacon|hickory smoked bacon|maple bacon|dry cured bacon|pork belly bacon|pancetta|pancetta cubes|diced pancetta|cubed pancetta|smoked pancetta|pancetta slices|guanciale|speck|tocino|kaiserfleisch|salt pork|salted pork|cured pork|gammon|gammon steak|gammon joint|ham|cooked ham|smoked ham|deli ham|sliced ham|baked ham|ham steak|ham steaks|boiled ham|ham slices|ham slice|diced ham|cubed ham|leftover ham|spiral ham|ham off the bone|black forest ham|virginia ham|country ham|city ham|glazed ham|ham joint|ham bone|ham shank|parma ham|prosciutto|prosciutto crudo|prosciutto cotto|prosciutto di parma|prosciutto slices|serrano ham|jamon|jamón|jamon serrano|jamon iberico|iberico ham|bayonne ham|westphalian ham|coppa|capicola|capocollo|gabagool|lonza|lomo|bresaola|cecina de leon|culatello|jambon|jambon de bayonne|corned beef|salt beef|pastrami|smoked meat|montreal smoked meat|beef jerky|jerky|biltong|dried beef|chipped beef|cured meat|charcuterie|salumi|lap cheong|lap yuk|chinese bacon|cured pork belly|bakkwa', 300, 22, 20, 1.5, { each: 20, per: { slice: 12, rasher: 12, strip: 12 } }],
    ['salami|salame|pepperoni|pepperoni slices|mini pepperoni|chorizo|spanish chorizo|mexican chorizo|cooking chorizo|chorizo sausage|chorizo picante|dry chorizo|fresh chorizo|soppressata|sopressata|mortadella|nduja|n duja|kielbasa|kielbasa sausage|polish sausage|polish kielbasa|krakowska|andouille|andouille sausage|cajun sausage|summer sausage|landjaeger|cervelat|saucisson|saucisson sec|fuet|longaniza|linguica|chourico|sobrasada|finocchiona|genoa salami|cotechino|zampone|kabanos|cabanossi|kabanosy|salami slices|cacciatore|hot salami|milano salami|calabrese salami|sucuk|sujuk|soudjouk|basturma|pastirma|lukanka|kulen|morcilla|black pudding|blood sausage|blood pudding|boudin noir|white pudding|boudin blanc|boudin|sundae|soondae|biroldo', 380, 31, 20, 2, { also: ['wheat', 'gluten-grain', 'grain', 'dairy', 'tree-nut'], each: 60, per: { slice: 5 } }],
  ]),
  ...group(SAUSAGE, [
    ['sausage|sausages|pork sausage|pork sausages|sausage meat|sausagemeat|breakfast sausage|breakfast sausages|breakfast links|sausage links|link sausages|sausage patties|italian sausage|italian sausages|sweet italian sausage|hot italian sausage|mild italian sausage|spicy italian sausage|italian sausage meat|bulk sausage|bulk italian sausage|bulk pork sausage|ground sausage|fennel sausage|luganega|salsiccia|cumberland sausage|lincolnshire sausage|toulouse sausage|bangers|banger|chipolata|chipolatas|cocktail sausages|pigs in blankets|merguez|merguez sausage|loukaniko|bratwurst|bratwursts|brats|weisswurst|knockwurst|knackwurst|bockwurst|frankfurter|frankfurters|frankfurt sausage|wiener|wieners|vienna sausage|vienna sausages|hot dog|hot dogs|hotdog|hotdogs|hot dog sausages|franks|beef frank|beef franks|beef hot dogs|smoked sausage|smoked sausages|smoked beef sausage|beef sausages|lamb sausage|lamb sausages|venison sausage|venison sausages|boerewors|sausage roll|sausage rolls|saveloy|polony|sausage links of your choice|sausage of your choice|boudin sausage|cajun boudin|lap chong|thuringer|cevapi|cevapcici|kebab meat|doner meat|gyro meat|meatball|meatballs|beef meatballs|pork meatballs|lamb meatballs|frozen meatballs|cocktail meatballs|kofta|kofte|kefta|meatloaf|rissoles|haslet|faggots|scrapple|goetta|corn dogs|corn dog|sausage stuffing', 300, 25, 14, 4, { also: ['egg', 'dairy'], each: 70, density: 0.9 }],
  ]),
];

// prettier-ignore
const POULTRY: IngredientEntry[] = group(['poultry'], [
  ['chicken|whole chicken|roast chicken|roasting chicken|rotisserie chicken|chicken pieces|chicken parts|chicken portions|cut up chicken|chicken cut into pieces|chicken quarters|chicken leg quarters|spatchcock chicken|spatchcocked chicken|butterflied chicken|poussin|poussins|spring chicken|cornish hen|cornish hens|cornish game hen|cornish game hens|game hen|game hens|capon|boiling fowl|stewing hen|hen|fowl|bone in chicken|skin on chicken|chicken carcass|chicken carcasses|chicken frame|chicken bones|chicken back|chicken backs|chicken necks|chicken neck|chicken feet|chicken skin|chicken fat|schmaltz|chicken dripping|cooked chicken|shredded chicken|leftover chicken|leftover roast chicken|cooked shredded chicken|shredded cooked chicken|diced cooked chicken|chopped cooked chicken|pulled chicken|rotisserie chicken meat|chicken meat|poached chicken|grilled chicken|roasted chicken|canned chicken|tinned chicken|chicken of your choice|chicken gizzards|gizzards|chicken hearts|chicken liver|chicken livers|chicken giblets', 215, 15, 18.6, 0, { each: 1500, density: 0.9 }],
  ['chicken breast|chicken breasts|chicken breast fillet|chicken breast fillets|boneless chicken breast|boneless chicken breasts|boneless skinless chicken breast|boneless skinless chicken breasts|skinless chicken breast|skinless chicken breasts|chicken fillet|chicken fillets|chicken supreme|chicken supremes|chicken breast halves|split chicken breasts|bone in chicken breast|bone in chicken breasts|chicken cutlet|chicken cutlets|thin chicken cutlets|chicken escalope|chicken escalopes|chicken tenders|chicken tenderloin|chicken tenderloins|chicken strips|chicken mini fillets|chicken goujons|chicken breast strips|diced chicken|diced chicken breast|chicken cubes|cubed chicken|chicken breast meat|chicken chunks|chicken breast chunks|chicken bites|chicken stir fry strips|chicken mince|minced chicken|ground chicken|chicken keema', 120, 2.6, 22.5, 0, { each: 170, density: 0.9 }],
  ['chicken thigh|chicken thighs|chicken thigh fillet|chicken thigh fillets|boneless chicken thighs|boneless skinless chicken thighs|skinless chicken thighs|bone in chicken thighs|bone in skin on chicken thighs|skin on chicken thighs|skin on bone in chicken thighs|chicken leg|chicken legs|whole chicken legs|chicken drumstick|chicken drumsticks|drumstick|drumsticks|chicken thigh meat|dark meat chicken|chicken dark meat|boneless thighs|thighs|chicken thighs and drumsticks|chicken marylands|chicken maryland', 177, 10, 20, 0, { each: 110, density: 0.9 }],
  ['chicken wing|chicken wings|wings|wing|drums|chicken drums|chicken wingettes|wingettes|party wings|chicken drumettes|drumettes|chicken wing tips|buffalo wings|hot wings', 203, 14, 18, 0, { each: 90 }],
  ['turkey|whole turkey|turkey breast|turkey breasts|turkey breast fillet|turkey breast steaks|turkey steaks|turkey cutlets|turkey escalopes|turkey tenderloin|turkey tenderloins|turkey crown|turkey thigh|turkey thighs|turkey leg|turkey legs|turkey drumstick|turkey wings|turkey neck|turkey necks|turkey mince|minced turkey|ground turkey|turkey meat|cooked turkey|leftover turkey|shredded turkey|roast turkey|smoked turkey|deli turkey|sliced turkey|turkey slices|turkey breast slices|turkey deli meat|turkey giblets|turkey carcass|turkey stock bones|turkey burgers|turkey burger', 135, 2, 29, 0, { each: 150, density: 0.9 }],
  ['turkey bacon|turkey rashers|turkey ham|turkey pastrami|turkey salami|turkey pepperoni|chicken ham|chicken salami|chicken bacon|chicken frankfurters|turkey sausage|turkey sausages|chicken sausage|chicken sausages|chicken and apple sausage|turkey kielbasa|turkey hot dogs|chicken hot dogs|chicken nuggets|chicken nugget|breaded chicken|chicken kiev|chicken kievs|fried chicken|popcorn chicken|chicken patties|chicken patty|chicken burger|chicken burgers|chicken dippers|chicken schnitzel|chicken katsu|chicken fingers', 220, 12, 16, 12, { also: ['wheat', 'gluten-grain', 'grain', 'added-sugar', 'additive', 'seed-oil', 'sulfite', 'egg', 'dairy', 'soy'], each: 60 }],
  ['duck|whole duck|duck breast|duck breasts|duck breast fillet|duck legs|duck leg|duck thighs|duck confit|confit duck|confit duck legs|duck confit legs|roast duck|crispy duck|peking duck|chinese roast duck|smoked duck|duck magret|magret|gressingham duck|duckling|barbary duck|muscovy duck|duck fat|goose fat|goose|whole goose|goose breast|pheasant|pheasants|pheasant breast|quail|quails|partridge|partridges|grouse|pigeon|pigeons|wood pigeon|squab|guinea fowl|guineafowl|guinea hen|woodcock|ostrich|ostrich steak|emu|pheasant breasts|poultry|fowl meat|game bird|game birds|wild duck|mallard|turkey fat|duck skin|duck liver|goose liver|duck hearts|duck gizzards', 337, 28, 19, 0, { each: 300, density: 0.9 }],
]);

// prettier-ignore
const FISH: IngredientEntry[] = group(['fish'], [
  ['fish|white fish|whitefish|fish fillet|fish fillets|firm white fish|white fish fillets|skinless white fish fillets|fish steaks|fish pieces|fish chunks|fish of your choice|fresh fish|whole fish|fish heads|fish head|fish bones|fish frames|fish trimmings|fish collar|cod|cod fillet|cod fillets|cod loin|cod loins|atlantic cod|pacific cod|black cod|sablefish|salt cod|salted cod|dried salt cod|bacalao|bacalhau|baccala|stockfish|haddock|haddock fillets|smoked haddock|finnan haddie|pollock|pollack|alaska pollock|coley|saithe|hake|hake fillets|whiting|tilapia|tilapia fillets|basa|basa fillets|swai|pangasius|catfish|catfish fillets|sole|sole fillets|lemon sole|dover sole|plaice|flounder|fluke|halibut|halibut fillets|turbot|brill|dab|sea bass|seabass|sea bass fillets|chilean sea bass|striped bass|black bass|bass|branzino|bronzino|loup de mer|sea bream|bream|gilthead bream|dorade|daurade|porgy|snapper|red snapper|grouper|monkfish|monkfish tail|john dory|mahi mahi|mahi-mahi|dorado|barramundi|perch|ocean perch|pike|zander|walleye|pickerel|carp|skate|skate wings|ray|trevally|giant trevally|jack fish|pompano|shad|kingklip|anglerfish|angler fish|lingcod|sheepshead|croaker|drum fish|ling|rockfish|orange roughy|hoki|gurnard|mullet|red mullet|grey mullet|goatfish|sturgeon|wahoo|kingfish|king mackerel|amberjack|yellowtail|hamachi|cobia|tilefish|scorpion fish|rascasse|weever|pomfret|rohu|hilsa|milkfish|bangus|tilapia whole|fish pie mix|cod cheeks|cod tongues|cod roe|smoked cod roe|bottarga|fish roe|roe|hard roe|soft roe|caviar|salmon roe|ikura|trout roe|tobiko|masago|mentaiko|lumpfish roe|cod liver|cod liver oil|fish oil|fish gelatin|isinglass', 90, 1, 19, 0, { each: 150, density: 0.9 }],
  ['salmon|salmon fillet|salmon fillets|salmon steak|salmon steaks|salmon side|side of salmon|atlantic salmon|wild salmon|wild caught salmon|sockeye|sockeye salmon|coho|coho salmon|king salmon|chinook salmon|pink salmon|keta salmon|salmon portions|skinless salmon|skin on salmon|salmon loin|salmon belly|salmon tail|salmon head|salmon trimmings|hot smoked salmon|smoked salmon|smoked salmon slices|smoked salmon trimmings|lox|nova lox|gravlax|gravadlax|cured salmon|canned salmon|tinned salmon|red salmon|salmon sashimi|sushi grade salmon|trout|rainbow trout|sea trout|brown trout|steelhead|steelhead trout|arctic char|char|smoked trout|trout fillets|whole trout', 208, 13, 20, 0, { each: 150, density: 0.9, per: { slice: 20, can: 180 } }],
  ['tuna|tuna steak|tuna steaks|fresh tuna|ahi|ahi tuna|yellowfin|yellowfin tuna|bluefin tuna|bigeye tuna|sushi grade tuna|sashimi grade tuna|tuna sashimi|canned tuna|tinned tuna|tuna in oil|tuna in olive oil|tuna in brine|tuna in water|tuna in spring water|chunk light tuna|solid white tuna|albacore|albacore tuna|skipjack|skipjack tuna|bonito|tuna flakes|tuna chunks|jarred tuna|ventresca|swordfish|swordfish steak|swordfish steaks|marlin', 130, 1, 29, 0, { each: 150, density: 0.9, per: { can: 145 } }],
  ['mackerel|mackerel fillets|smoked mackerel|smoked mackerel fillets|canned mackerel|tinned mackerel|mackerel in oil|horse mackerel|spanish mackerel|saba|kipper|kippers|kippered herring|herring|herrings|pickled herring|matjes|matjes herring|rollmop|rollmops|bloater|sardine|sardines|fresh sardines|canned sardines|tinned sardines|sardines in oil|pilchard|pilchards|sprat|sprats|brisling|smelt|smelts|capelin|whitebait|anchovy|anchovies|anchovy fillet|anchovy fillets|salted anchovies|white anchovies|boquerones|fresh anchovies|anchovy paste|anchovy essence|anchovy sauce|colatura|colatura di alici|garum|eel|eels|smoked eel|unagi|elvers|fish sauce|thai fish sauce|nam pla|nuoc mam|nuoc cham|patis|vietnamese fish sauce|fermented fish|bagoong|bagoong isda|pla ra|prahok|mam nem|mam ruoc|jeotgal|salted fish|dried fish|dried anchovies|ikan bilis|niboshi|dried sardines|bonito flakes|katsuobushi|dried bonito flakes|hana katsuo|dashi|dashi stock|ichiban dashi|awase dashi|fish stock|fish broth|fish fumet|fumet|court bouillon', 205, 14, 19, 0, { each: 100, density: 0.9, per: { can: 125 } }],
  ['fish finger|fish fingers|fish sticks|fish stick|fish cake|fish cakes|fishcakes|fish balls|fishballs|fish ball|fish tofu|fish paste|fish pie|fried fish|battered fish|breaded fish|fish and chips|fish goujons|fish nuggets|breaded fish fillets|beer battered fish|fish burger|fish burgers|taramasalata|tarama|fish kofta', 220, 10, 12, 20, { also: ['grain', 'gluten-grain', 'wheat', 'egg', 'seed-oil', 'dairy'], each: 30 }],
  ['dashi powder|hondashi|instant dashi|dashi granules|dashi pack|dashi packet|fish stock cube|fish bouillon|fish stock pot|fish stock powder|seafood stock cube|fish bouillon cube', 220, 1, 25, 30, { also: BOUILLON, density: 0.7, per: { cube: 10, packet: 8 } }],
  // Worcestershire: anchovies, barley malt vinegar, molasses and sugar.
  ['worcestershire|worcestershire sauce|worcester sauce|worcestershire sauce of your choice|lea and perrins|lea perrins|lea & perrins', 78, 0, 0, 19.5, { also: ['grain', 'gluten-grain', 'added-sugar', 'sulfite', 'condiment'], density: 1.1 }],
  ['furikake|furikake seasoning|nori komi furikake|rice seasoning', 350, 15, 20, 35, { also: ['seed', 'vegetable', 'soy', 'grain', 'gluten-grain', 'wheat', 'added-sugar', 'additive'], density: 0.4 }],
]);

// prettier-ignore
const SHELLFISH: IngredientEntry[] = [
  ...group(['crustacean'], [
    ['shrimp|shrimps|mantis shrimp|crustacean|crustaceans|prawn|prawns|king prawn|king prawns|tiger prawn|tiger prawns|jumbo shrimp|jumbo prawns|large shrimp|medium shrimp|small shrimp|baby shrimp|bay shrimp|cocktail shrimp|salad shrimp|cooked prawns|cooked shrimp|raw prawns|raw shrimp|raw king prawns|peeled prawns|peeled shrimp|tail on prawns|tail on shrimp|shell on prawns|shell on shrimp|head on prawns|frozen prawns|frozen shrimp|gulf shrimp|brown shrimp|pink shrimp|white shrimp|spot prawns|rock shrimp|north atlantic prawns|cold water prawns|crystal bay prawns|shrimp tails|prawn tails|prawn heads|shrimp shells|prawn shells|shrimp heads|langoustine|langoustines|scampi|dublin bay prawns|norway lobster|crayfish|crayfish tails|crawfish|crawfish tails|crawdads|yabbies|marron|lobster|lobsters|lobster tail|lobster tails|lobster meat|rock lobster|spiny lobster|lobster claws|lobster bodies|lobster shells|langouste|slipper lobster|bugs|moreton bay bugs|crab|crabs|crabmeat|crab meat|lump crab|lump crabmeat|jumbo lump crab|jumbo lump crabmeat|backfin crab|claw crab meat|white crab meat|brown crab meat|crab claws|crab legs|king crab|king crab legs|snow crab|snow crab legs|dungeness crab|blue crab|blue crabs|soft shell crab|soft shell crabs|soft-shell crabs|spider crab|brown crab|dressed crab|stone crab|mud crab|canned crab|tinned crab|krill|dried shrimp|dried prawns|dried baby shrimp|ebi|amaebi|shrimp paste|prawn paste|belacan|belachan|terasi|trasi|kapi|gapi|bagoong alamang|shrimp sauce|fermented shrimp|salted shrimp|saeujeot|shrimp powder|dried shrimp powder|shrimp stock|prawn stock|shrimp broth|lobster stock|crab stock|shellfish stock|prawn crackers|shrimp chips|krupuk udang|krupuk|kroepoek|shrimp chips crackers|nam prik pao|thai chili jam|chili jam|chilli jam|sambal terasi|sambal belacan|curry paste|thai curry paste|red curry paste|green curry paste|yellow curry paste|massaman curry paste|panang curry paste|penang curry paste|jungle curry paste|sour curry paste|khao soi paste|laksa paste|rendang paste|tom yum paste|tom yum|tom yam paste|thai red curry paste|thai green curry paste|nam prik|nam prik paste', 99, 0.3, 24, 0.2, { each: 15, density: 0.9 }],
    ['xo sauce|xo', 400, 30, 20, 10, { also: ['mollusc', 'fish', 'meat', 'seed-oil', 'soy', 'grain', 'gluten-grain', 'wheat', 'alcohol', 'additive'], density: 1 }],
    ['bisque|lobster bisque|shrimp bisque|prawn bisque|crab bisque|seafood bisque', 90, 5, 4, 7, { also: ['dairy', 'alcohol', 'grain', 'gluten-grain', 'wheat'], density: 1 }],
    ['shrimp stock cube|prawn stock cube|shrimp bouillon|shrimp bouillon cube|shrimp powder bouillon|seafood bouillon|seafood bouillon cube|shrimp flavour stock', 220, 1, 25, 30, { also: ['fish', ...BOUILLON], per: { cube: 10 } }],
    // Imitation crab is pollock surimi bound with wheat starch and egg white, often with crab extract.
    ['surimi|imitation crab|imitation crab meat|imitation crabmeat|crab sticks|crab stick|seafood sticks|seafood extender|kanikama|krab|imitation lobster|fish cakes surimi|kamaboko|narutomaki|chikuwa|fish cake slices|fish tofu balls', 95, 0.8, 7.6, 15, { also: ['fish', 'grain', 'gluten-grain', 'wheat', 'egg', 'added-sugar', 'soy', 'additive'], each: 17 }],
  ]),
  ...group(['mollusc'], [
    ['mussel|mussels|blue mussels|green lipped mussels|green mussels|new zealand mussels|black mussels|pei mussels|live mussels|cooked mussels|mussel meat|smoked mussels|clam|clams|littleneck clams|cherrystone clams|manila clams|razor clams|razor clam|surf clams|hard shell clams|soft shell clams|steamers|quahogs|geoduck|baby clams|canned clams|tinned clams|chopped clams|minced clams|clam meat|clam juice|clam broth|clam nectar|bottled clam juice|cockle|cockles|vongole|palourdes|pipis|tellines|oyster|oysters|fresh oysters|shucked oysters|rock oysters|pacific oysters|smoked oysters|dried oysters|scallop|scallops|sea scallops|bay scallops|king scallops|queen scallops|diver scallops|scallop meat|dried scallops|conpoy|squid|squids|calamari|calamari rings|calamari tubes|squid rings|squid tubes|baby squid|squid tentacles|cuttlefish|baby cuttlefish|cuttlefish ink|squid ink|sepia|octopus|baby octopus|octopus tentacles|octopus legs|pulpo|polpo|snail|snails|escargot|escargots|abalone|whelk|whelks|winkles|periwinkle|periwinkles|limpets|conch|sea snails|sea urchin|sea urchins|uni|sea urchin roe|sea cucumber|bêche de mer|mollusc|molluscs|mollusk|mollusks|bivalves', 86, 2.2, 12, 3.7, { each: 20, density: 0.9 }],
    ['shellfish|shell fish|mixed shellfish|seafood|sea food|mixed seafood|seafood mix|frozen seafood mix|seafood medley|marinara mix|fruits de mer|frutti di mare|seafood selection|paella mix|seafood of your choice', 90, 1.5, 16, 2, { also: ['crustacean', 'fish'], each: 20, density: 0.9 }],
    // Oyster sauce: oyster extract thickened with wheat starch, often with MSG.
    ['oyster sauce|oyster flavored sauce|oyster flavoured sauce|premium oyster sauce|oyster extract', 51, 0.3, 1.4, 11, { also: ['grain', 'gluten-grain', 'wheat', 'soy', 'added-sugar', 'additive'], density: 1.2 }],
  ]),
];

// prettier-ignore
const OILS_AND_FATS: IngredientEntry[] = [
  ...group(['oil-fat'], [
    ['olive oil|extra virgin olive oil|extra-virgin olive oil|virgin olive oil|light olive oil|mild olive oil|pure olive oil|evoo|good olive oil|good quality olive oil|good quality extra virgin olive oil|fruity olive oil|olive oil spray|olive oil cooking spray|garlic oil|garlic infused oil|garlic infused olive oil|chilli infused oil|lemon infused olive oil|herb oil|basil oil|olive oil for frying|olive oil for drizzling|olive oil for serving|pomace oil|olive pomace oil', 884, 100, 0, 0, { density: 0.92 }],
    ['avocado oil|avocado oil spray', 884, 100, 0, 0, { density: 0.92 }],
    ['coconut oil|virgin coconut oil|extra virgin coconut oil|refined coconut oil|unrefined coconut oil|melted coconut oil|solid coconut oil|coconut oil spray|mct oil', 892, 99, 0, 0, { also: ['nut'], density: 0.92 }],
    ['sesame oil|toasted sesame oil|dark sesame oil|pure sesame oil|roasted sesame oil|asian sesame oil|gingelly oil|light sesame oil|cold pressed sesame oil|chinese sesame oil|korean sesame oil|perilla oil', 884, 100, 0, 0, { also: ['seed'], density: 0.92 }],
    ['walnut oil|hazelnut oil|almond oil|sweet almond oil|pistachio oil|macadamia oil|pecan oil|argan oil', 884, 100, 0, 0, { also: ['tree-nut'], density: 0.92 }],
    ['ghee|clarified butter|desi ghee|cow ghee|grass fed ghee|usli ghee|butter ghee|brown butter ghee|niter kibbeh|niter kebbeh|smen|samna|drawn butter', 876, 99, 0.3, 0, { also: ['dairy', 'clarified-butter'], density: 0.9 }],
    ['vegan ghee|vegetable ghee|vanaspati|dalda|vegetable dalda', 884, 100, 0, 0, { also: ['seed-oil'], density: 0.9 }],
    ['palm oil|palm fat|palm kernel oil|palm kernel fat|palm olein|palm stearin|red palm oil|palm shortening|dende oil|dendê|palm fruit oil', 884, 100, 0, 0, { density: 0.92 }],
    ['chili oil|chilli oil|chile oil|hot chili oil|hot chilli oil|la jiao you|rayu|la yu|sichuan chili oil|chili crisp|chilli crisp|chile crisp|crispy chili oil|crispy chilli oil|lao gan ma|spicy chili crisp|chili garlic oil|chiu chow chili oil', 700, 75, 3, 8, { also: ['seed-oil', 'soy', 'additive', 'herb-spice'], density: 0.95 }],
  ]),
  ...group(['oil-fat', 'seed-oil'], [
    ['vegetable oil|cooking oil|neutral oil|oil|canola|neutral cooking oil|neutral flavored oil|flavorless oil|frying oil|oil for frying|oil for deep frying|oil for shallow frying|oil for greasing|deep frying oil|high smoke point oil|canola oil|rapeseed oil|cold pressed rapeseed oil|sunflower oil|high oleic sunflower oil|corn oil|maize oil|grapeseed oil|grape seed oil|safflower oil|cottonseed oil|rice bran oil|salad oil|blended oil|light oil|mild oil|oil of your choice|any oil|spray oil|oil spray|frylight|flaxseed oil|linseed oil|hemp oil|pumpkin seed oil|mustard oil|kachi ghani mustard oil', 884, 100, 0, 0, { density: 0.92 }],
    // Refined soybean oil carries almost no protein, but we still name soy when the label does.
    ['soybean oil|soya oil|soy oil|cooking spray|nonstick spray|non stick spray|nonstick cooking spray|non stick cooking spray|baking spray|pam|pam spray', 884, 100, 0, 0, { also: ['soy'], density: 0.92 }],
    ['margarine|baking spread|vegetable spread|spreadable|soft margarine|stick margarine|block margarine|oleo|buttery spread|butter substitute|country crock|stork|flora|i can t believe it s not butter|baking margarine|olive oil spread|sunflower spread|low fat spread|light spread|table spread', 717, 80, 0.2, 0.7, { also: ['dairy', 'soy', 'additive'], density: 0.96, per: { stick: 113 } }],
    ['shortening|vegetable shortening|crisco|white vegetable fat|trex|cookeen|solid vegetable shortening|butter flavored shortening|hydrogenated vegetable oil|hydrogenated oil|copha', 884, 100, 0, 0, { also: ['soy'], density: 0.9 }],
    // Shredded vegetable suet is rolled in wheat flour to keep it free-flowing.
    ['vegetable suet|veggie suet|atora vegetable suet|light vegetable suet', 836, 87, 0.5, 12, { also: ['grain', 'gluten-grain', 'wheat'], density: 0.55 }],
  ]),
];

// prettier-ignore
const SWEETENERS: IngredientEntry[] = [
  ...group(['added-sugar'], [
    ['sugar|white sugar|granulated sugar|granulated white sugar|caster sugar|castor sugar|superfine sugar|fine sugar|baker s sugar|bakers sugar|cane sugar|pure cane sugar|organic cane sugar|raw cane sugar|evaporated cane juice|table sugar|beet sugar|golden caster sugar|golden granulated sugar|white caster sugar|berry sugar|extra fine sugar|preserving sugar|jam sugar|gelling sugar|sugar cube|sugar cubes|sugar lumps|pearl sugar|nib sugar|sanding sugar|coarse sugar|decorating sugar|rock sugar|yellow rock sugar|crystal sugar|sugar crystals|demerara|demerara sugar|turbinado|turbinado sugar|sugar in the raw|raw sugar|sugar of your choice|vanilla sugar|cinnamon sugar|cinnamon and sugar|sugar for dusting|sugar for sprinkling|sugar to taste|extra sugar|sugar syrup|simple syrup|sugar water|gomme syrup|stock syrup|rich simple syrup|brown sugar syrup|demerara syrup|flavoured syrup|vanilla syrup|caramel syrup|hazelnut syrup|coffee syrup|grenadine|orgeat|falernum|cordial|elderflower cordial|lime cordial|fruit squash|orange squash|blackcurrant squash|blackcurrant cordial|sugar paste flowers', 387, 0, 0, 100, { density: 0.85 }],
    ['brown sugar|light brown sugar|dark brown sugar|soft brown sugar|soft light brown sugar|soft dark brown sugar|light soft brown sugar|dark soft brown sugar|golden brown sugar|packed brown sugar|firmly packed brown sugar|light muscovado|light muscovado sugar|dark muscovado|dark muscovado sugar|muscovado|muscovado sugar|molasses sugar|barbados sugar|dark brown soft sugar|light brown soft sugar|brown sugar packed|packed light brown sugar|packed dark brown sugar|light brown sugar packed|dark brown sugar packed', 380, 0, 0.1, 98, { density: 0.93 }],
    ['icing sugar|powdered sugar|confectioners sugar|confectioner s sugar|confectioners  sugar|10x sugar|10x|icing sugar mixture|pure icing sugar|sifted icing sugar|sifted powdered sugar|powdered sugar for dusting|icing sugar for dusting|snow sugar|fondant icing sugar|royal icing sugar|golden icing sugar|dusting sugar|glazing sugar|sugar for dusting icing', 389, 0, 0, 99.8, { also: ['grain'], density: 0.5 }],
    ['corn syrup|light corn syrup|dark corn syrup|karo|karo syrup|glucose syrup|liquid glucose|glucose|glucose powder|dextrose|high fructose corn syrup|hfcs|invert sugar|invert syrup|inverted sugar|trimoline|fructose|fructose syrup|maltodextrin|isomalt|golden syrup|lyle s golden syrup|light treacle|pancake syrup|waffle syrup|table syrup|maple flavored syrup|maple flavoured syrup|aunt jemima syrup|log cabin syrup|rice syrup|brown rice syrup|rice malt syrup|agave|agave syrup|agave nectar|light agave|raw agave|dark agave|blue agave syrup|tapioca syrup|sorghum syrup|cane syrup|steen s cane syrup|fruit syrup|berry syrup|strawberry syrup|chocolate flavored syrup|pomegranate syrup', 310, 0, 0, 77, { density: 1.38 }],
    ['molasses|blackstrap molasses|black treacle|treacle|dark molasses|light molasses|unsulphured molasses|unsulfured molasses|fancy molasses|cooking molasses|grandma s molasses|pomegranate molasses|pomegranate syrup molasses|grape molasses|pekmez|date molasses|carob molasses|carob syrup|sugar beet syrup|beet syrup|birch syrup', 290, 0.1, 0, 75, { also: ['sulfite'], density: 1.4 }],
    ['stevia|stevia powder|stevia drops|liquid stevia|stevia extract|sucralose|splenda|granulated splenda|erythritol|granulated erythritol|powdered erythritol|xylitol|monk fruit|monk fruit sweetener|monkfruit sweetener|lakanto|allulose|sweetener|sugar substitute|sugar replacement|artificial sweetener|granulated sweetener|liquid sweetener|sugar free sweetener|keto sweetener|swerve|swerve sweetener|truvia|sweet n low|aspartame|saccharin|sweetener of your choice|zero calorie sweetener|tagatose|sorbitol|maltitol|natvia|canderel|pyure', 0, 0, 0, 0, { also: ['additive'], density: 0.8 }],
  ]),
  ...group(['unrefined-sweetener'], [
    ['maple syrup|pure maple syrup|real maple syrup|grade a maple syrup|grade b maple syrup|dark maple syrup|amber maple syrup|dark robust maple syrup|canadian maple syrup|maple sugar|maple flakes|maple cream|maple butter|maple sugar granules', 260, 0.1, 0, 67, { density: 1.32 }],
    ['coconut sugar|coconut palm sugar|coconut nectar|coconut syrup|palm sugar|palm sugar syrup|gula melaka|gula jawa|gula merah|nam tan pip|jaggery|jaggery powder|gur|gud|panela|piloncillo|rapadura|sucanat|whole cane sugar|date sugar|date syrup|silan|date nectar|yacon syrup|kithul treacle|kithul jaggery|coconut jaggery|muscovado jaggery|palm jaggery', 380, 0.5, 1, 93, { density: 0.9 }],
  ]),
  ...group(['honey'], [
    ['honey|raw honey|runny honey|clear honey|liquid honey|manuka honey|set honey|creamed honey|wildflower honey|clover honey|orange blossom honey|acacia honey|buckwheat honey|local honey|hot honey|honeycomb|honey comb|pure honey|organic honey|forest honey|mountain honey|eucalyptus honey|flower honey|multifloral honey|mixed flower honey|lime blossom honey|linden honey|rapeseed honey|sunflower honey|pine honey|fir honey|rosemary honey|bee pollen|pollen|royal jelly|propolis|thyme honey|chestnut honey|heather honey|lavender honey|honey syrup|honey glaze', 304, 0, 0.3, 82, { density: 1.42 }],
    ['honey mustard|honey mustard dressing|honey mustard sauce|honey dijon|honey dijon mustard|honey mustard glaze', 250, 6, 1.5, 45, { also: ['condiment', 'added-sugar', 'sulfite'], density: 1.2 }],
  ]),
];

// prettier-ignore
const CONDIMENTS: IngredientEntry[] = [
  ...group(['condiment'], [
    ['vinegar|white vinegar|distilled vinegar|distilled white vinegar|white distilled vinegar|spirit vinegar|cleaning vinegar|rice vinegar|rice wine vinegar|unseasoned rice vinegar|japanese rice vinegar|brown rice vinegar|coconut vinegar|cane vinegar|palm vinegar|sugar cane vinegar|persimmon vinegar|white rice vinegar|red rice vinegar|chinese red vinegar|vinegar of your choice|fruit vinegar|raspberry vinegar|tarragon vinegar|herb vinegar|distilled white wine vinegar alternative', 18, 0, 0, 0.04, { density: 1 }],
    ['seasoned rice vinegar|sushi vinegar|seasoned rice wine vinegar|sushi su', 60, 0, 0, 15, { also: ['added-sugar'], density: 1.05 }],
    ['apple cider vinegar|cider vinegar|apple vinegar|acv|raw apple cider vinegar|unfiltered apple cider vinegar|red wine vinegar|white wine vinegar|wine vinegar|sherry vinegar|jerez vinegar|champagne vinegar|prosecco vinegar|moscatel vinegar|cava vinegar|banyuls vinegar|balsamic vinegar|balsamic|aged balsamic vinegar|balsamic vinegar of modena|white balsamic vinegar|white balsamic|white balsamic condiment|balsamic condiment|fig balsamic|verjuice vinegar|rioja vinegar|umeboshi vinegar|ume plum vinegar', 40, 0, 0.1, 7, { also: ['sulfite'], density: 1.02 }],
    ['balsamic glaze|balsamic reduction|balsamic syrup|balsamic cream|crema di balsamico|glassa balsamica', 250, 0, 0.5, 60, { also: ['sulfite', 'added-sugar'], density: 1.3 }],
    ['black vinegar|chinkiang vinegar|chinkiang black vinegar|zhenjiang vinegar|chinese black vinegar|shanxi vinegar|mature vinegar|chinese brown rice vinegar', 50, 0, 1, 10, { also: ['grain', 'gluten-grain', 'wheat'], density: 1.05 }],
    ['mustard|yellow mustard|american mustard|ballpark mustard|prepared mustard|prepared yellow mustard|english mustard|hot english mustard|colman s mustard|spicy brown mustard|brown mustard|deli mustard|chinese mustard|hot mustard|karashi|german mustard|bavarian sweet mustard|creole mustard|mustard paste|mustard sauce', 66, 4, 4, 5.8, { density: 1.05 }],
    ['dijon mustard|dijon|whole grain mustard|wholegrain mustard|grainy mustard|coarse grain mustard|coarse mustard|seeded mustard|stone ground mustard|stoneground mustard|old style mustard|moutarde de meaux|french mustard|champagne mustard', 66, 4, 4, 5.8, { also: ['sulfite'], density: 1.05 }],
    ['ketchup|catsup|tomato ketchup|ketchup of your choice|curry ketchup|banana ketchup|mushroom ketchup', 112, 0.1, 1.2, 26, { also: ['added-sugar', 'vegetable'], density: 1.15 }],
    ['hot sauce|hot pepper sauce|pepper sauce|tabasco|tabasco sauce|louisiana hot sauce|louisiana style hot sauce|franks red hot|frank s red hot|frank s redhot|franks redhot|franks redhot sauce|franks red hot sauce|cholula|valentina|tapatio|crystal hot sauce|green hot sauce|green tabasco|chipotle hot sauce|habanero hot sauce|scotch bonnet sauce|your favorite hot sauce|favorite hot sauce|peri peri sauce|piri piri sauce|buffalo hot sauce|mexican hot sauce|hot sauce of your choice|chili vinegar|hot pepper vinegar', 12, 0.4, 0.5, 1.8, { also: ['vegetable'], density: 1 }],
    ['sriracha|sriacha|sriracha sauce|sriracha hot sauce|sweet chili sauce|sweet chilli sauce|thai sweet chili sauce|thai sweet chilli sauce|sweet chile sauce|chili sauce|chilli sauce|chile sauce|red chili sauce|asian chili sauce|mae ploy|cocktail sauce|seafood cocktail sauce|chili ketchup', 150, 1, 1.5, 34, { also: ['added-sugar', 'sulfite', 'additive', 'vegetable'], density: 1.2 }],
    ['buffalo sauce|buffalo wing sauce|wing sauce|buffalo hot sauce with butter', 100, 10, 0.5, 2, { also: ['dairy', 'vegetable'], density: 1 }],
    ['bbq sauce|barbecue sauce|barbeque sauce|smoky bbq sauce|hickory bbq sauce|kansas city bbq sauce|carolina bbq sauce|mustard bbq sauce|bbq glaze|bbq marinade|barbecue marinade|sweet baby ray s|bulls eye bbq sauce|your favorite bbq sauce|bbq sauce of your choice|steak sauce|a1|a1 sauce|a1 steak sauce|hp sauce|brown sauce|daddies sauce|fruity sauce|chop sauce|worcestershire based sauce|jerk sauce|jerk marinade|wet jerk seasoning|mumbo sauce', 172, 0.6, 0.8, 41, { also: ['added-sugar', 'sulfite', 'fish', 'grain', 'gluten-grain', 'wheat', 'soy', 'additive'], density: 1.2 }],
    ['piccalilli|branston pickle|branston|brown pickle|ploughman s pickle|sandwich pickle|pickle chutney|mustard pickle', 140, 0.3, 0.8, 33, { also: ['added-sugar', 'grain', 'gluten-grain', 'wheat', 'vegetable'], density: 1.2 }],
    ['vinaigrette|french dressing|balsamic vinaigrette|red wine vinaigrette|lemon vinaigrette|mustard vinaigrette|italian dressing|greek dressing|herb vinaigrette|house dressing|oil and vinegar', 400, 42, 0.2, 6, { also: ['seed-oil', 'sulfite', 'added-sugar'], density: 0.95 }],
    ['coconut aminos|coconut amino|coconut aminos sauce|coconut secret', 60, 0, 0, 13, { density: 1.1 }],
    ['yeast extract|marmite|vegemite|promite|cenovis|savoury yeast extract', 260, 0.5, 39, 24, { also: ['grain', 'gluten-grain', 'wheat', 'salt'], density: 1.2 }],
    ['bovril|beef extract|meat extract|liquid beef extract', 180, 0.5, 35, 5, { also: ['meat', 'grain', 'gluten-grain', 'wheat', 'salt'], density: 1.2 }],
    ['nutritional yeast|nutritional yeast flakes|nooch|savory yeast flakes|savoury yeast flakes|yeast flakes|engevita|inactive yeast|nutritional yeast powder', 325, 4, 50, 36, { cats: ['vegetable', 'leavening'], density: 0.2 }],
    ['brewer s yeast|brewers yeast|brewer yeast', 325, 4, 46, 38, { also: ['grain', 'gluten-grain'], density: 0.5 }],
    ['msg|monosodium glutamate|accent seasoning|ajinomoto|umami seasoning|umami powder', 0, 0, 0, 0, { cats: ['additive', 'salt'], density: 0.9 }],
    // Hydrolysed proteins are made from soy, wheat or corn; the name rarely says which.
    ['hydrolyzed vegetable protein|hydrolysed vegetable protein|hvp|hydrolyzed plant protein|hydrolysed plant protein', 300, 1, 50, 20, { cats: ['additive', 'salt', 'soy', 'grain', 'gluten-grain', 'wheat'], density: 0.7 }],
    ['chicken powder|chicken seasoning powder|chicken bouillon granules|knorr chicken powder|chicken flavour seasoning', 240, 10, 15, 20, { cats: ['poultry', ...BOUILLON], density: 0.7 }],
    ['mushroom seasoning|mushroom bouillon powder|vegetable seasoning powder|knorr seasoning|aromat|vegeta|maggi cube|maggi cubes|maggi seasoning cube|jumbo cube|royco|onga|seasoning cube|seasoning cubes', 240, 5, 10, 35, { cats: BOUILLON, density: 0.7, per: { cube: 10 } }],
    ['season all|season salt|seasoning salt|seasoned salt|adobo|adobo goya|goya adobo all purpose|lawry s seasoned salt|lawrys seasoned salt|adobo seasoning|goya adobo|adobo all purpose seasoning|sazon|sazon goya|sazon seasoning|sason|complete seasoning|all purpose seasoning|cajun all purpose seasoning|tony chachere s|tony chacheres|creole seasoning salt', 100, 1, 4, 20, { cats: ['salt', 'herb-spice', 'additive', 'added-sugar'], density: 1 }],
    ['taco seasoning|taco seasoning mix|taco spice mix|taco mix|fajita seasoning mix|burrito seasoning|enchilada seasoning|chili seasoning mix|sloppy joe seasoning|gravy mix|onion soup mix|dry onion soup mix|french onion soup mix|soup mix|packet soup|instant soup|cup a soup|ramen seasoning packet|seasoning packet|stroganoff mix|sauce mix|packet sauce|sauce packet|marinade mix|dip mix|salad dressing mix|dressing mix|ranch salad dressing mix|italian dressing mix', 300, 5, 6, 55, { cats: ['herb-spice', 'salt', 'additive', 'grain', 'gluten-grain', 'wheat', 'soy', 'added-sugar', 'dairy'], density: 0.6, per: { packet: 30, envelope: 30 } }],
    ['enchilada sauce|red enchilada sauce|green enchilada sauce|canned enchilada sauce|enchilada sauce of your choice', 40, 1.5, 1, 6, { also: ['vegetable', 'herb-spice', 'grain', 'gluten-grain', 'wheat', 'seed-oil'], density: 1.05 }],
    ['mole|mole sauce|mole poblano|mole paste|mole negro|mole rojo|mole verde|mole concentrate', 300, 20, 6, 25, { also: ['vegetable', 'herb-spice', 'added-sugar', 'grain', 'gluten-grain', 'wheat', 'tree-nut', 'peanut', 'legume', 'seed', 'sulfite', 'dairy', 'soy', 'meat', 'seed-oil'], density: 1.1 }],
    ['adobo sauce|chipotles in adobo|chipotle peppers in adobo|chipotle peppers in adobo sauce|chipotle chiles in adobo|chipotle chilies in adobo|chipotle in adobo|chipotle chiles in adobo sauce|canned chipotle peppers|chipotle paste|chipotle chilli paste|chipotle in adobo sauce|chipotle pepper in adobo sauce', 60, 2, 1.5, 9, { also: ['vegetable', 'herb-spice', 'added-sugar', 'seed-oil'], density: 1.05, per: { can: 200 } }],
    ['tomato sauce for pasta|marinara|marinara sauce|pasta sauce|jarred pasta sauce|spaghetti sauce|tomato pasta sauce|arrabbiata sauce|arrabiata sauce|napoletana sauce|tomato and basil sauce|puttanesca sauce|pizza sauce|pizza sauce jarred|jarred marinara|jarred tomato sauce|sugo|sugo di pomodoro|salsa di pomodoro|passata with basil|pomodoro sauce|tomato basil sauce|homemade marinara', 50, 1.5, 1.5, 8, { also: ['vegetable', 'added-sugar', 'oil-fat'], density: 1.05 }],
    ['bolognese sauce|bolognese|ragu|ragù|ragu sauce|meat sauce|ragu bolognese|meat ragu|sugo di carne', 120, 7, 7, 6, { cats: ['meat', 'vegetable', 'added-sugar', 'dairy', 'alcohol', 'sulfite'], density: 1.05 }],
    ['vodka sauce|rosé sauce|rose sauce|tomato cream sauce|creamy tomato sauce', 110, 7, 2.5, 8, { cats: ['vegetable', 'dairy', 'animal-rennet', 'alcohol', 'added-sugar'], density: 1.05 }],
    ['pesto|basil pesto|pesto genovese|pesto alla genovese|green pesto|red pesto|pesto rosso|pistou|wild garlic pesto|rocket pesto|kale pesto|spinach pesto|pesto sauce|jarred pesto|store bought pesto', 450, 45, 5, 6, { cats: ['herb-spice', 'oil-fat', 'tree-nut', 'nut', 'dairy', 'animal-rennet', 'seed-oil'], density: 1 }],
    ['vegan pesto|dairy free pesto|vegetarian pesto', 450, 45, 3, 6, { cats: ['herb-spice', 'oil-fat', 'tree-nut', 'nut', 'seed-oil'], density: 1 }],
    ['alfredo sauce|alfredo|white sauce|bechamel|béchamel|bechamel sauce|béchamel sauce|mornay sauce|cheese sauce mix|veloute|velouté|cream sauce|carbonara sauce|parsley sauce|bread sauce|sauce supreme|supreme sauce|roux|white roux|brown roux|blonde roux', 150, 11, 4, 9, { cats: ['dairy', 'animal-rennet', 'grain', 'gluten-grain', 'wheat', 'egg'], density: 1.05 }],
    ['gravy|brown gravy|beef gravy|chicken gravy|turkey gravy|onion gravy|pan gravy|gravy granules|bisto|gravy browning|browning sauce|kitchen bouquet|demi glace|demi-glace|demiglace|glace de viande|jus|au jus|au jus mix|meat juices|roasting juices|pan juices|sauce espagnole|espagnole', 50, 2.5, 2, 5, { cats: ['meat', 'poultry', 'grain', 'gluten-grain', 'wheat', 'additive', 'salt'], density: 1.05 }],
    ['cream of mushroom soup|condensed cream of mushroom soup|cream of chicken soup|condensed cream of chicken soup|cream of celery soup|condensed cream of celery soup|cream of potato soup|cheddar cheese soup|condensed cheddar cheese soup|cream of onion soup|condensed soup|canned soup|tinned soup|condensed tomato soup|tomato soup|cream of tomato soup', 80, 5, 1.5, 7, { cats: ['dairy', 'poultry', 'grain', 'gluten-grain', 'wheat', 'soy', 'seed-oil', 'additive', 'vegetable', 'added-sugar'], density: 1.05, per: { can: 300 } }],
  ]),
];

// prettier-ignore
const STOCKS: IngredientEntry[] = [
  ...group(['poultry'], [
    ['chicken stock|chicken broth|chicken bone broth|chicken consomme|homemade chicken stock|low sodium chicken stock|low sodium chicken broth|reduced sodium chicken broth|unsalted chicken stock|fat free chicken broth|fresh chicken stock|hot chicken stock|turkey stock|turkey broth|duck stock|game stock|chicken soup|chicken noodle soup base|chicken jus|chicken bouillon liquid|chicken stock liquid|liquid chicken stock|white chicken stock|brown chicken stock|roasted chicken stock|chicken fond', 6, 0.2, 0.8, 0.3, { density: 1 }],
    ['chicken stock cube|chicken stock cubes|chicken bullion|chicken bullion cube|chicken bullion cubes|chicken bouillon cube|chicken bouillon cubes|chicken bouillon|chicken bouillon powder|chicken stock powder|chicken stock pot|chicken stock pots|chicken stockpot|chicken base|better than bouillon chicken|chicken bouillon base|chicken soup base|chicken consomme powder|chicken stock concentrate|concentrated chicken stock|chicken oxo|chicken knorr|knorr chicken|chicken flavor bouillon|chicken flavoured stock cube|turkey stock cube|chicken bouillon paste|chicken stock paste', 240, 10, 15, 20, { also: BOUILLON, density: 0.7, per: { cube: 10, packet: 10, envelope: 8 } }],
  ]),
  ...group(['meat'], [
    ['beef stock|beef broth|beef bone broth|beef consomme|consomme|consommé|beef consommé|bone broth|bone stock|brown stock|veal stock|veal broth|lamb stock|lamb broth|ham stock|pork stock|pork broth|meat stock|meat broth|beef jus|low sodium beef broth|reduced sodium beef broth|unsalted beef stock|homemade beef stock|fresh beef stock|hot beef stock|oxtail soup|beef tea|pho broth|tonkotsu broth|ramen broth|bulk bone broth|game broth|venison stock|beef stock liquid|liquid beef stock|beef fond|veal fond', 7, 0.2, 1, 0.1, { density: 1 }],
    ['beef stock cube|beef stock cubes|beef bouillon cube|beef bouillon cubes|beef bouillon|beef bouillon powder|beef stock powder|beef stock pot|beef stock pots|beef stockpot|beef base|better than bouillon beef|beef bouillon base|beef soup base|beef stock concentrate|concentrated beef stock|oxo cube|oxo cubes|oxo|beef oxo|beef bullion|beef bullion cube|lamb stock cube|lamb stock cubes|pork stock cube|ham stock cube|beef flavor bouillon|beef bouillon paste|beef stock paste|beef granules', 240, 10, 15, 20, { also: BOUILLON, density: 0.7, per: { cube: 10, packet: 10, envelope: 8 } }],
    // A stock of unnamed origin may be chicken or beef: no vegetarian claim.
    ['stock|broth|hot stock|homemade stock|fresh stock|light stock|dark stock|stock of your choice|broth of your choice|low sodium stock|low sodium broth|unsalted stock|reduced sodium stock|white stock|fond|stock liquid|liquid stock|soup stock|stock or water|broth or water|water or stock|water or broth|stock or broth', 6, 0.2, 0.8, 0.3, { also: ['poultry'], density: 1 }],
    ['stock cube|stock cubes|bouillon cube|bouillon cubes|bouillon|bouillon powder|stock powder|stock pot|stock pots|stockpot|stock concentrate|soup base|bouillon base|better than bouillon|instant bouillon|bouillon granules|stock granules|bouillon paste|stock paste|gel stock|liquid stock concentrate|bouillon of your choice|cube of stock|bullion|bullion cube|bullion cubes', 240, 10, 15, 20, { also: ['poultry', ...BOUILLON], density: 0.7, per: { cube: 10, packet: 10, envelope: 8 } }],
  ]),
  ...group(['vegetable'], [
    ['vegetable stock|vegetable broth|veggie stock|veggie broth|veg stock|veg broth|vegetarian stock|vegetarian broth|vegan stock|vegan broth|low sodium vegetable stock|low sodium vegetable broth|reduced sodium vegetable broth|unsalted vegetable stock|homemade vegetable stock|fresh vegetable stock|hot vegetable stock|mushroom stock|mushroom broth|dashi kombu|kombu dashi|vegan dashi|shiitake dashi|kombu broth|corn stock|vegetable bouillon liquid|liquid vegetable stock|vegetable stock liquid|vegetable consomme|no chicken broth|not chicken broth|no beef broth|chicken style vegetable stock', 5, 0.1, 0.2, 1, { density: 1 }],
    ['vegetable stock cube|vegetable stock cubes|vegetable bouillon cube|vegetable bouillon cubes|vegetable bouillon|vegetable bouillon powder|vegetable stock powder|vegetable stock pot|vegetable stock pots|vegetable stockpot|vegetable base|better than bouillon vegetable|vegetable bouillon base|vegetable soup base|vegetable stock concentrate|veg stock cube|veg stock cubes|veggie stock cube|veggie bouillon|vegetable bouillon paste|vegetable stock paste|swiss vegetable bouillon|marigold bouillon|marigold swiss vegetable bouillon|vegan bouillon|vegan stock cube|vegetarian stock cube|vegetable oxo|mushroom stock cube|mushroom bouillon|mushroom bouillon cube|vegetable granules|vegan chicken bouillon|no chicken bouillon|vegan beef bouillon', 240, 10, 10, 30, { also: BOUILLON, density: 0.7, per: { cube: 10, packet: 10, envelope: 8 } }],
  ]),
];

// prettier-ignore
const ALCOHOL: IngredientEntry[] = [
  ...group(['alcohol', 'sulfite'], [
    ['wine|red wine|white wine|dry white wine|dry red wine|full bodied red wine|fruity red wine|rose wine|cooking wine|red cooking wine|white cooking wine|dry wine|sweet wine|dessert wine|fortified wine|table wine|house wine|wine of your choice|good red wine|drinking wine|chianti|merlot|cabernet|cabernet sauvignon|pinot noir|pinot grigio|pinot gris|sauvignon blanc|chardonnay|riesling|shiraz|syrah|zinfandel|malbec|rioja|tempranillo|sangiovese|beaujolais|burgundy|red burgundy|white burgundy|bordeaux|claret|chablis|muscadet|vermentino|gewurztraminer|moscato|muscat|sauternes|vin santo|marsala|marsala wine|dry marsala|sweet marsala|madeira|madeira wine|port|port wine|ruby port|tawny port|white port|sherry|dry sherry|fino sherry|fino|manzanilla|amontillado|oloroso|oloroso sherry|cream sherry|pedro ximenez|px sherry|medium sherry|sherry wine|cooking sherry|vermouth|dry vermouth|sweet vermouth|white vermouth|red vermouth|noilly prat|lillet|lillet blanc|dubonnet|champagne|prosecco|cava|sparkling wine|sparkling white wine|cremant|sekt|lambrusco|mulled wine|gluhwein|sangria|wine cooler|cider|hard cider|dry cider|apple cider|sweet cider|scrumpy|perry|pear cider', 85, 0, 0.1, 2.6, { density: 0.99 }],
  ]),
  // Chinese rice wines (Shaoxing, huangjiu) are brewed from rice with a wheat starter.
  ...group(['alcohol', 'sulfite', 'grain', 'gluten-grain', 'wheat'], [
    ['shaoxing|shaoxing wine|shao hsing|shao hsing wine|shaohsing|shaoxing rice wine|chinese cooking wine|chinese rice wine|chinese wine|huangjiu|yellow wine|hua tiao|hua diao|michiu|mijiu|rice wine|rice cooking wine|korean rice wine|makgeolli|cheongju', 127, 0, 1.6, 4, { density: 1 }],
  ]),
  ...group(['alcohol'], [
    ['sake|cooking sake|japanese sake|ryorishu|mirin|hon mirin|aji mirin|sweet cooking rice wine|sweet rice wine|mirin seasoning|mirin style seasoning|shochu|soju|baijiu', 134, 0, 0.3, 15, { also: ['added-sugar'], density: 1 }],
    ['brandy|cognac|armagnac|calvados|apple brandy|applejack|pear brandy|poire williams|kirsch|kirschwasser|slivovitz|grappa|marc|pisco|rum|dark rum|white rum|light rum|golden rum|spiced rum|aged rum|black rum|overproof rum|navy rum|cachaca|cachaça|vodka|gin|dry gin|london dry gin|sloe gin|whisky|whiskey|bourbon|bourbon whiskey|rye whiskey|scotch|scotch whisky|irish whiskey|tennessee whiskey|tequila|blanco tequila|reposado tequila|silver tequila|mezcal|schnapps|aquavit|akvavit|ouzo|raki|arak|pastis|pernod|ricard|absinthe|eau de vie|spirit|spirits|liquor|alcohol|brandy or rum|rum or brandy|everclear|grain alcohol|moonshine', 231, 0, 0, 0, { density: 0.95 }],
    ['liqueur|amaretto|disaronno|triple sec|cointreau|grand marnier|orange liqueur|curacao|blue curacao|kahlua|coffee liqueur|tia maria|baileys|irish cream|irish cream liqueur|frangelico|hazelnut liqueur|limoncello|sambuca|mistra|mistrà|anisette|galliano|chambord|raspberry liqueur|cassis|creme de cassis|crème de cassis|creme de menthe|crème de menthe|creme de cacao|crème de cacao|chocolate liqueur|st germain|st-germain|elderflower liqueur|maraschino liqueur|luxardo|drambuie|benedictine|chartreuse|green chartreuse|yellow chartreuse|campari|aperol|fernet|fernet branca|amaro|amaro nonino|averna|cynar|jagermeister|bitters|angostura|angostura bitters|orange bitters|peychaud s bitters|peach schnapps|sloe liqueur|cherry liqueur|cherry brandy|apricot brandy|advocaat|eggnog|egg nog|midori|malibu|coconut rum|southern comfort|pimm s|pimms|kummel|ginger liqueur|domaine de canton|falernum liqueur|allspice dram|nocino|strega|licor 43|passoa|tuaca', 320, 0.3, 0, 35, { also: ['added-sugar', 'dairy', 'egg', 'tree-nut'], density: 1.05 }],
    ['beer|lager|ale|pale ale|india pale ale|ipa|stout|guinness|porter|dark beer|light beer|blonde beer|amber ale|brown ale|red ale|pilsner|pils|bock|dunkel|saison|belgian ale|trappist beer|mexican beer|mexican lager|cerveza|beer of your choice|malt liquor|shandy|beer shandy|radler|non alcoholic beer|alcohol free beer|root beer barrel', 43, 0, 0.5, 3.6, { also: ['grain', 'gluten-grain'], density: 1.01 }],
    ['wheat beer|hefeweizen|weissbier|weizen|witbier|white beer|belgian white beer|blue moon|hoegaarden|berliner weisse|gose|kristallweizen|dunkelweizen', 45, 0, 0.5, 3.8, { also: ['grain', 'gluten-grain', 'wheat'], density: 1.01 }],
    ['mead|honey wine|metheglin|melomel', 160, 0, 0, 15, { also: ['honey', 'sulfite'], density: 1.02 }],
  ]),
];

// prettier-ignore
const BEVERAGES: IngredientEntry[] = group(['beverage'], [
  ['coffee|brewed coffee|strong coffee|strong brewed coffee|black coffee|hot coffee|cold coffee|cold brew|cold brew coffee|cold brew concentrate|espresso|espresso shot|espresso shots|shot of espresso|ristretto|instant coffee|instant coffee granules|instant coffee powder|instant espresso|instant espresso powder|espresso powder|coffee granules|ground coffee|coffee grounds|finely ground coffee|coffee beans|whole coffee beans|decaf coffee|decaf|decaffeinated coffee|filter coffee|drip coffee|french press coffee|turkish coffee|arabic coffee|cafe de olla|chicory coffee|dandelion coffee|coffee substitute|coffee of your choice', 2, 0, 0.1, 0, { density: 1 }],
  ['tea|black tea|tea bag|tea bags|teabag|teabags|loose leaf tea|loose tea|tea leaves|brewed tea|strong tea|strong black tea|cold tea|iced tea unsweetened|english breakfast tea|breakfast tea|earl grey|earl grey tea|lady grey|assam|assam tea|darjeeling|ceylon tea|lapsang souchong|oolong|oolong tea|green tea|sencha|genmaicha|hojicha|gunpowder tea|jasmine tea|white tea|pu erh|puerh|chai|chai tea|masala chai|chai concentrate|rooibos|rooibos tea|redbush tea|herbal tea|herb tea|tisane|chamomile|chamomile tea|camomile tea|peppermint tea|mint tea|hibiscus tea|ginger tea|lemon ginger tea|fruit tea|berry tea|lemon tea|yerba mate|mate|butterfly pea flower|butterfly pea tea|matcha|matcha powder|matcha green tea powder|culinary matcha|ceremonial matcha|green tea powder|thai tea|thai tea mix|tea of your choice', 1, 0, 0, 0.3, { density: 1 }],
  ['cola|coke|coca cola|pepsi|diet coke|diet cola|dr pepper|root beer|cream soda|lemonade|lemon lime soda|sprite|7up|7 up|lemonade soda|ginger ale|ginger beer|tonic water|tonic|indian tonic water|bitter lemon|orange soda|fanta|soda|soft drink|fizzy drink|pop|energy drink|red bull|sports drink|gatorade|iced tea|sweet tea|sweetened iced tea|lemon iced tea|sparkling lemonade|sparkling juice|irn bru|ribena|vimto|kool aid|kool-aid|squash drink|bubble tea|boba|horchata|agua fresca|tamarind drink|ginger syrup|sarsaparilla|birch beer|kvass|kombucha|kefir water|water kefir|probiotic drink|electrolyte drink|sports drink powder', 40, 0, 0, 10, { also: ['added-sugar'], density: 1.04 }],
  ['coconut water|fresh coconut water|young coconut water|coconut juice|birch water|maple water|aloe vera juice|aloe vera|aloe', 19, 0.2, 0.7, 3.7, { density: 1.02 }],
  ['rice milk|rice drink|brown rice milk|rice beverage', 47, 1, 0.3, 9, { also: ['grain'], density: 1.03 }],
  ['coconut milk|canned coconut milk|tinned coconut milk|full fat coconut milk|full-fat coconut milk|light coconut milk|lite coconut milk|reduced fat coconut milk|unsweetened coconut milk|thick coconut milk|thin coconut milk|coconut milk beverage|coconut milk drink|carton coconut milk|coconut drink|coconut cream|canned coconut cream|thick coconut cream|coconut milk powder|coconut powder|coconut yogurt|coconut yoghurt|coconut kefir|coconut whipping cream|whipped coconut cream|coconut creamer|santan|kara coconut cream|chaokoh coconut milk|coconut milk full fat|creamed coconut milk', 197, 21, 2, 2.8, { cats: ['nut', 'fruit'], density: 1, per: { can: 400 } }],
  ['cream of coconut|coco lopez|coconut cream sweetened|sweetened coconut cream', 357, 16, 1.2, 53, { cats: ['nut', 'fruit', 'added-sugar', 'additive'], density: 1.2 }],
  ['plant milk|non dairy milk|non-dairy milk|plant based milk|plant-based milk|dairy free milk|dairy-free milk|vegan milk|milk alternative|milk substitute|alternative milk|plant milk of your choice|non dairy milk of your choice|dairy free milk of your choice|plant based milk of your choice|nut milk of your choice|non dairy beverage|vegan milk of your choice', 40, 1.5, 1, 4, { cats: ['soy', 'legume', 'tree-nut', 'nut', 'grain', 'gluten-grain', 'added-sugar'], density: 1.03 }],
]);

// prettier-ignore
const BAKING: IngredientEntry[] = [
  ...group(['leavening'], [
    ['baking soda|bicarbonate of soda|bicarb|bicarb soda|bicarbonate soda|sodium bicarbonate|bread soda|baking soda and water', 0, 0, 0, 0, { density: 1.1 }],
    ['baking powder|double acting baking powder|aluminum free baking powder|aluminium free baking powder|single acting baking powder|bakewell cream', 53, 0, 0, 28, { also: ['grain'], density: 0.9 }],
    ['cream of tartar|tartaric acid|citric acid|ascorbic acid|lemon salt|sour salt|vitamin c powder|malic acid|baker s ammonia|hartshorn|ammonium bicarbonate|potassium bicarbonate|pearl ash|potash|kansui|lye water|alkaline water|pickling lime|calcium hydroxide|slaked lime|kala chuna|calcium chloride|sodium citrate|nigari|magnesium chloride|gypsum|calcium sulfate|epsom salt|activated charcoal|bamboo charcoal powder', 0, 0, 0, 0, { density: 1.1 }],
    ['yeast|dry yeast|dried yeast|active dry yeast|active dried yeast|instant yeast|instant dry yeast|fast action yeast|fast action dried yeast|fast acting yeast|easy bake yeast|easy blend yeast|quick yeast|rapid rise yeast|rapid rise instant yeast|quick rise yeast|bread machine yeast|fresh yeast|cake yeast|compressed yeast|baker s yeast|bakers yeast|yeast granules|sourdough starter|starter|levain|active starter|sourdough discard|discard|poolish|biga|sponge starter|mother dough|lievito madre|sour dough starter', 325, 7.6, 40, 41, { density: 0.6, per: { packet: 7, envelope: 7, package: 7, cube: 42, block: 42 } }],
  ]),
  ...group(['starch'], [
    ['tapioca|tapioca starch|tapioca flour|tapioca pearls|small tapioca pearls|large tapioca pearls|minute tapioca|quick cooking tapioca|instant tapioca|sago|sago pearls|sabudana|cassava flour|cassava starch|manioc flour|farofa|farinha de mandioca|gari flour|garri|eba|tapioca starch flour|sour cassava starch|polvilho|polvilho azedo|polvilho doce|arrowroot|arrowroot powder|arrowroot starch|arrowroot flour|potato starch|potato flour|katakuriko|kuzu|kudzu|kuzu starch|water chestnut flour|water chestnut starch|sweet potato starch|sweet potato flour|mung bean starch|lotus root starch|plantain flour|banana flour|green banana flour|tiger nut flour|tigernut flour|coconut flour|sorghum starch|psyllium|psyllium husk|psyllium husk powder|psyllium powder|xanthan gum|xanthan|guar gum|guar|locust bean gum|carob bean gum|gum arabic|acacia gum|tragacanth|pectin|fruit pectin|powdered pectin|liquid pectin|certo|sure jell|agar thickener|modified starch|modified corn starch|instant clearjel|clearjel|clear jel|thickener|thickening agent|ultratex|instant starch|konjac powder|methylcellulose|inulin|chicory root fiber|glucomannan powder|potato flakes|instant potato flakes|instant mashed potatoes|mashed potato flakes|dehydrated potato flakes|potato buds', 358, 0.1, 0.3, 88, { density: 0.55 }],
    ['starch|starch flour|food starch|native starch', 358, 0.1, 0.3, 88, { also: ['grain', 'gluten-grain', 'wheat'], density: 0.55 }],
    ['egg replacer|egg replacement|vegan egg|vegan egg replacer|egg free egg replacer|bob s red mill egg replacer|orgran egg replacer|follow your heart vegan egg|just egg|no egg|vegg|egg substitute powder|egg alternative', 350, 0, 0, 85, { also: ['legume'], density: 0.5 }],
    ['carob|carob powder|carob chips|carob flour|locust bean', 222, 0.7, 4.6, 89, { cats: ['legume', 'fruit'], density: 0.45 }],
    ['custard powder|birds custard powder|bird s custard powder|instant custard powder|custard mix|instant custard', 355, 0.7, 0.5, 92, { cats: ['grain', 'additive', 'added-sugar'], density: 0.55 }],
    ['instant pudding|instant pudding mix|pudding mix|jell o pudding|instant vanilla pudding|instant chocolate pudding|vanilla pudding mix|chocolate pudding mix|cheesecake pudding mix|pudding powder|instant dessert mix|angel delight|blancmange powder', 370, 1, 1, 90, { cats: ['grain', 'additive', 'added-sugar', 'dairy'], density: 0.6, per: { package: 100, box: 100, packet: 100 } }],
  ]),
  ...group(['additive'], [
    ['food coloring|food colouring|food color|food colour|gel food coloring|gel food colouring|gel colour|gel color|liquid food coloring|powdered food coloring|red food coloring|red food colouring|green food coloring|blue food coloring|yellow food coloring|pink food coloring|black food coloring|natural food coloring|food dye|red dye|caramel color|caramel colour|annatto coloring|edible glitter|luster dust|lustre dust|petal dust|edible gold leaf|gold leaf|edible silver leaf|silver leaf|vark|silver vark', 0, 0, 0, 0, { density: 1 }],
    ['sprinkles|rainbow sprinkles|chocolate jimmies|jimmies|hundreds and thousands|nonpareils|sugar pearls|sugar sprinkles|sanding sprinkles|dragees|silver dragees|sugar decorations|cake decorations|edible decorations|candy eyes|candy sprinkles|colored sugar|coloured sugar', 380, 0, 0, 95, { also: ['added-sugar'], density: 0.8 }],
    ['sodium metabisulfite|sodium metabisulphite|potassium metabisulfite|potassium metabisulphite|campden tablets|campden tablet|sodium sulfite|sodium sulphite|sulphur dioxide|sulfur dioxide|sulfites|sulphites', 0, 0, 0, 0, { also: ['sulfite'], density: 1 }],
    ['vegetable rennet|microbial rennet|vegetarian rennet|vegan rennet', 0, 0, 0, 0, { density: 1 }],
    ['carrageenan|irish moss|sodium nitrite|curing salt|pink curing salt|prague powder|prague powder 1|prague powder 2|insta cure|tenderquick|morton tender quick|saltpeter|potassium nitrate|sodium benzoate|potassium sorbate|preservative|preservatives|emulsifier|stabilizer|stabiliser|transglutaminase|meat glue|sodium alginate|calcium lactate|calcium gluconate|gellan gum|sodium hexametaphosphate|phosphates|dough conditioner|dough enhancer|bread improver|sunflower lecithin', 0, 0, 0, 0, { density: 1 }],
    // Meat tenderiser powders are often MSG-based and can hold wheat-derived carriers.
    ['meat tenderizer|meat tenderiser|meat tenderizer powder|papain', 0, 0, 0, 0, { also: ['salt', 'grain', 'gluten-grain', 'wheat'], density: 1 }],
  ]),
];

/**
 * Words that change another ingredient ("breaded chicken" holds wheat) and harmless phrases that
 * must beat a shorter match ("sugar free" is not sugar, "soy free" is not soy). A modifier never
 * makes a line known on its own; an ingredient entry must also match.
 */
/**
 * Kitchen equipment and non-food items that recipe writers list with the ingredients. They are
 * known and hold nothing, so they neither add labels nor make a line unrecognised.
 */
// prettier-ignore
const EQUIPMENT: IngredientEntry[] = group([], [
  ['oven bag|roasting bag|cooking bag|baking dish|baking dishes|glass jar|glass marbles|sieve|applewood|sweet cooking wood|wood chips|wood chip|wood chunks|smoking chips|smoking wood|hickory chips|hickory wood chips|hickory chunks|hickory|mesquite chips|mesquite|applewood chips|apple wood chips|cherry wood chips|oak chips|charcoal|lump charcoal|briquettes|thermometer|meat thermometer|candy thermometer|cheesecloth|cheese cloth|muslin|butter muslin|kitchen twine|butcher s twine|butchers twine|twine|kitchen string|string|toothpick|toothpicks|cocktail sticks|skewer|skewers|wooden skewers|bamboo skewers|metal skewers|parchment|parchment paper|baking paper|greaseproof paper|wax paper|waxed paper|aluminium foil|aluminum foil|foil|tin foil|cling film|plastic wrap|cupcake cases|muffin cases|paper cases|cupcake liners|muffin liners|ice lolly sticks|popsicle sticks|lolly sticks|piping bag|jam jars|sterilised jars|sterilized jars|mason jars|jars|ramekins|cookie cutter|kitchen paper|paper towels|thermos|thermoses|cheese mould|cheese mold|cheese recipient|banana leaf|banana leaves|corn husks|dried corn husks|bamboo leaves|grape leaves for wrapping|lotus leaves|fig leaves', 0, 0, 0, 0, { density: 1 }],
]);

// prettier-ignore
const MODIFIERS: IngredientEntry[] = modifiers([
  ['breaded|crumbed|panko crusted|panko coated|bread crumbed|breadcrumbed|crusted|floured|dredged|dusted with flour|coated in flour|tempura|tempura battered|in batter|pan fried in flour', WHEAT],
  ['battered|beer battered|beer-battered|batter dipped|in beer batter|fritter|fritters', [...WHEAT, 'egg', 'seed-oil']],
  ['sweetened|sugared|candied|honey glazed|sugar coated|sugar glazed|caramelized sugar|glazed|syrup|in syrup|in heavy syrup|in light syrup', ['added-sugar']],
  ['buttered|buttery|butter fried|creamed|creamy|cheesy|au gratin|gratin|in butter|in cream|with cheese|cheese topped', ['dairy']],
  ['malted|malt flavoured|malt flavored', ['gluten-grain', 'grain']],
  ['smoked with|cured|brined|corned|for seasoning|to season|for garnish|for serving|to serve', []],
  ['sugar free|sugarless|no sugar|no added sugar|no sugar added|gluten free|gluten-free|glutenfree|gf|wheat free|wheat-free|dairy free|dairy-free|lactose free|lactose-free|egg free|egg-free|eggless|nut free|nut-free|peanut free|soy free|soy-free|soya free|fat free|fat-free|low fat|low-fat|reduced fat|full fat|non fat|nonfat|salt free|no salt|no salt added|low salt|low sodium|reduced sodium|sodium free|msg free|vegan|vegetarian|plant based|plant-based|meat free|meat-free|meatless|non dairy|non-dairy|dairy alternative|keto friendly|paleo friendly|whole30 compliant|whole30 approved|sugar free syrup flavor|calorie free|low calorie|reduced calorie|light|lite|diet|zero|unsweetened|unsalted|no added salt|sulfite free|sulphite free|unsulphured|unsulfured|organic|kosher|halal|non gmo|fair trade|free range|grass fed|pasture raised|wild caught|farmed|sustainable|sustainably sourced|msc certified|certified|natural|all natural|pure|real|homemade|home made|store bought|store-bought|shop bought|bought|ready made|ready-made|premade|pre made|prepared|good quality|high quality|best quality|quality|best|good|your favorite|your favourite|favorite|favourite|of choice|of your choice|your choice|any kind|any type|any variety', []],
]);

/** The whole knowledge base. Order matters only for duplicate names: the first entry wins. */
export const INGREDIENTS: readonly IngredientEntry[] = [
  ...MODIFIERS,
  ...EQUIPMENT,
  ...BASICS,
  ...HERBS_AND_SPICES,
  ...VEGETABLES,
  ...FRUIT,
  ...DRIED_FRUIT,
  ...NUTS_AND_SEEDS,
  ...LEGUMES,
  ...GRAINS,
  ...WHEAT_PRODUCTS,
  ...DAIRY,
  ...CHEESE,
  ...EGGS,
  ...MEAT,
  ...POULTRY,
  ...FISH,
  ...SHELLFISH,
  ...OILS_AND_FATS,
  ...SWEETENERS,
  ...CONDIMENTS,
  ...STOCKS,
  ...ALCOHOL,
  ...BEVERAGES,
  ...BAKING,
];
