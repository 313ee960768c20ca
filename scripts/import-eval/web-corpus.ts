import path from 'node:path';

/**
 * What each page of `server/importers/fixtures/web/` holds, written by hand from the page itself:
 * the corpus the import evaluation (scripts/import-eval.ts), its test (web-corpus.test.ts) and the
 * end-to-end test of the import command score the importers on. Every page reproduces a failure
 * seen on real sites; `covers` says which.
 */

export const WEB_CORPUS_DIR = path.resolve(import.meta.dirname, '../../server/importers/fixtures/web');

export interface ExpectedRecipe {
  title: string;
  /** The ingredient lines as a reader sees them on the page (entities decoded, spaces collapsed). */
  ingredients: string[];
  /** What a cook reads as the number of servings, when the page says. */
  servings?: number;
  /** The ready-in time a cook reads from the page, when it gives one. */
  readyInMinutes?: number;
  /** The number of steps the page shows, when scored. */
  steps?: number;
}

export interface ExpectedPage {
  covers: string;
  /** The recipes the page holds. */
  recipes?: ExpectedRecipe[];
  /** A page refused on purpose (no recipe, or over a limit): words its reason must contain. */
  refused?: string;
}

const LONG_AVOCADO_LINE =
  '2 large ripe but firm Hass avocados (about 400 g in total once the stones are removed), halved, the flesh ' +
  'scooped out in one piece with a large spoon, sliced lengthways into thin fans and kept under a damp sheet of ' +
  'kitchen paper with a squeeze of lime so they do not brown while you prepare everything else (if your avocados ' +
  'are very soft, mash them instead and season well with flaky salt, a pinch of chilli flakes and a little more ' +
  'lime juice, then spread rather than fan them over the toast)';

export const WEB_CORPUS: Record<string, ExpectedPage> = {
  'main-entity-true-a.html': {
    covers: '`mainEntityOfPage: true` (was the key "import:true" for every such page)',
    recipes: [
      {
        title: 'Buttered Leek Toast',
        ingredients: [
          '2 medium leeks, trimmed and sliced',
          '25 g butter',
          '1 tsp wholegrain mustard',
          '2 thick slices sourdough',
          'Salt and black pepper',
        ],
        servings: 2,
        readyInMinutes: 20,
      },
    ],
  },
  'main-entity-true-b.html': {
    covers: '`mainEntityOfPage: true` and `url: true` on a second page',
    recipes: [
      {
        title: 'Charred Corn Salad',
        ingredients: [
          '3 corn cobs, husks removed',
          '1 small red onion, finely diced',
          '1 lime, juiced',
          'A handful of coriander, chopped',
          '50 g feta, crumbled',
        ],
        servings: 4,
        readyInMinutes: 25,
      },
    ],
  },
  'same-url-first.html': {
    covers: 'two files naming the same URL (the batch aborted on the unique key)',
    recipes: [
      {
        title: 'Quick Miso Soup',
        ingredients: ['700 ml water', '2 tbsp white miso paste', '2 spring onions, sliced'],
        servings: 2,
        readyInMinutes: 10,
      },
    ],
  },
  'same-url-second.html': {
    covers: 'the later file with the same URL: it wins',
    recipes: [
      {
        title: 'Quick Miso Soup with Tofu',
        ingredients: ['700 ml water', '2 tbsp white miso paste', '150 g silken tofu, cubed', '2 spring onions, sliced'],
        servings: 2,
        readyInMinutes: 12,
      },
    ],
  },
  'url-shapes.jsonld': {
    covers: '`url` as an object, an array with `false` and a relative path, a number; `mainEntityOfPage` with `url`',
    recipes: [
      {
        title: 'Smoky Black Bean Tacos',
        ingredients: [
          '2 x 400 g tins black beans, drained',
          '1 tsp smoked paprika',
          '8 small corn tortillas',
          '1 avocado, sliced',
        ],
        servings: 4,
        readyInMinutes: 25,
      },
      {
        title: 'Green Goddess Dip',
        ingredients: [
          '200 g Greek yoghurt',
          'A large handful of basil',
          '1 small bunch chives',
          '1 anchovy fillet (optional)',
        ],
        servings: 6,
        readyInMinutes: 10,
      },
      {
        title: 'Sesame Greens',
        ingredients: ['250 g tenderstem broccoli', '1 tbsp toasted sesame oil', '1 tsp sesame seeds'],
        servings: 2,
        readyInMinutes: 5,
      },
    ],
  },
  'trailing-commas.html': {
    covers: 'trailing commas and comments in JSON-LD',
    recipes: [
      {
        title: 'Lemon Drizzle Loaf',
        ingredients: [
          '175 g unsalted butter, softened',
          '175 g caster sugar',
          '3 large eggs',
          '175 g self-raising flour',
          '2 unwaxed lemons, zested and juiced',
          '85 g icing sugar',
        ],
        servings: 1,
        readyInMinutes: 65,
      },
    ],
  },
  'raw-line-breaks.html': {
    covers: 'raw line breaks, tabs and a control character inside JSON strings',
    recipes: [
      {
        title: 'Slow Cooker Chickpea Stew',
        ingredients: [
          '2 x 400 g tins chickpeas, drained',
          '1 onion, chopped',
          '2 carrots, diced',
          '1 x 400 g tin chopped tomatoes',
          '500 ml vegetable stock',
          '1 tsp ground cumin',
        ],
        servings: 6,
        readyInMinutes: 375,
      },
    ],
  },
  'html-entities.html': {
    covers: 'HTML entities in values, one of them encoded twice',
    recipes: [
      {
        title: 'Crème Brûlée',
        ingredients: [
          '500 ml double cream',
          '1 vanilla pod, split',
          '6 egg yolks',
          '100 g caster sugar, plus 6 tsp for the tops',
          '1 ½ tbsp dark rum (optional)',
          'a pinch of salt & a little lemon zest',
          '¼ tsp ground cardamom',
        ],
        servings: 6,
        readyInMinutes: 240,
      },
    ],
  },
  'several-blocks.html': {
    covers: 'several JSON-LD blocks, one of them broken (a missing comma)',
    recipes: [
      {
        title: 'Spiced Lentil Soup',
        ingredients: [
          '1 tbsp vegetable oil',
          '1 onion, chopped',
          '2 garlic cloves, crushed',
          '2 tsp mild curry powder',
          '200 g red lentils, rinsed',
          '1.2 litres vegetable stock',
          '1 x 400 ml tin coconut milk',
        ],
        servings: 4,
        readyInMinutes: 40,
      },
    ],
  },
  'graph-yoast.html': {
    covers: '`@graph` with `@type` as an array, `mainEntityOfPage` with a fragment, HowToSection steps',
    recipes: [
      {
        title: 'Sheet Pan Gnocchi',
        ingredients: [
          '500 g shelf-stable gnocchi',
          '1 red onion, cut into wedges',
          '250 g cherry tomatoes',
          '2 tbsp olive oil',
          '1 tsp dried oregano',
          '125 g mozzarella, torn',
        ],
        servings: 4,
        readyInMinutes: 35,
      },
    ],
  },
  'namespaced-types.jsonld': {
    covers: '`@type` "schema:Recipe" and an array of full schema.org IRIs',
    recipes: [
      {
        title: 'Overnight Bircher Muesli',
        ingredients: [
          '100 g rolled oats',
          '150 ml apple juice',
          '1 apple, grated',
          '4 tbsp natural yoghurt',
          'A handful of toasted hazelnuts',
        ],
        servings: 2,
        readyInMinutes: 490,
      },
      {
        title: 'Garlic Butter Mushrooms',
        ingredients: [
          '250 g chestnut mushrooms, halved',
          '30 g butter',
          '2 garlic cloves, sliced',
          '1 tbsp chopped parsley',
        ],
        servings: 2,
        readyInMinutes: 10,
      },
    ],
  },
  'item-list.html': {
    covers: 'recipes nested in an ItemList, steps in a nested `itemListElement`',
    recipes: [
      {
        title: 'Pickled Red Onions',
        ingredients: ['1 large red onion, thinly sliced', '120 ml cider vinegar', '1 tbsp sugar', '1 tsp salt'],
        servings: 1,
        readyInMinutes: 40,
      },
      {
        title: 'Quick Cucumber Pickles',
        ingredients: ['1 cucumber, sliced into rounds', '100 ml rice vinegar', '2 tsp sugar', '1/2 tsp chilli flakes'],
        servings: 1,
        readyInMinutes: 60,
      },
    ],
  },
  'legacy-ingredients.json': {
    covers: 'the legacy `ingredients` property, "Makes 24 cookies"',
    recipes: [
      {
        title: 'Brown Butter Oat Cookies',
        ingredients: [
          '115 g butter',
          '100 g light brown sugar',
          '1 egg',
          '120 g plain flour',
          '90 g rolled oats',
          '1/2 tsp bicarbonate of soda',
        ],
        servings: 24,
        readyInMinutes: 45,
      },
    ],
  },
  'howto-sections.html': {
    covers: 'HowToSection groups for ingredients and steps, a HowToStep made of directions and a tip',
    recipes: [
      {
        title: 'Chicken Shawarma Wraps',
        ingredients: [
          '600 g boneless chicken thighs',
          '2 tbsp olive oil',
          '2 tsp shawarma spice mix',
          '150 g Greek yoghurt',
          '1 small garlic clove, grated',
          'Juice of 1/2 lemon',
          '4 large flatbreads',
        ],
        servings: 4,
        readyInMinutes: 35,
      },
    ],
  },
  'card-cut-short.html': {
    covers:
      'JSON-LD cut short (3 ingredient lines, notes bracketed twice, no yield) beside a recipe card of 10 lines in two groups',
    recipes: [
      {
        title: 'Sticky Toffee Pudding',
        ingredients: [
          '175 g dates, stoned and chopped (6 oz)',
          '1 tsp bicarbonate of soda',
          '85 g butter, softened (3/4 stick)',
          '140 g light muscovado sugar',
          '2 eggs',
          '175 g self-raising flour',
          '175 g light muscovado sugar',
          '50 g butter',
          '225 ml double cream',
          '1 tbsp black treacle',
        ],
        servings: 8,
        readyInMinutes: 60,
        steps: 3,
      },
    ],
  },
  'card-steps-only.html': {
    covers: 'JSON-LD with empty recipeInstructions and "Serves two"; the steps only in the page\'s method section',
    recipes: [
      {
        title: 'Green Shakshuka',
        ingredients: ['1 tbsp olive oil', '1 leek, sliced', '200 g spinach', '4 eggs', '50 g feta, crumbled'],
        servings: 2,
        readyInMinutes: 25,
        steps: 4,
      },
    ],
  },
  'text-steps.html': {
    covers: 'JSON-LD with no steps and no yield; "Makes four jars" and the steps under "Directions" in the article',
    recipes: [
      {
        title: 'Overnight Oats',
        ingredients: ['80 g rolled oats', '200 ml milk', '2 tbsp yoghurt', '1 tbsp honey'],
        servings: 4,
        readyInMinutes: 5,
        steps: 2,
      },
    ],
  },
  'legacy-charset.html': {
    covers: 'a page saved in Windows-1252 (accents, curly quotes, a degree sign), no structured data, "Serves six"',
    recipes: [
      {
        title: 'Crème Brûlée',
        ingredients: [
          '600 ml double cream',
          '1 vanilla pod, split',
          '6 egg yolks',
          '75 g caster sugar, plus extra for the tops',
        ],
        servings: 6,
        steps: 3,
      },
    ],
  },
  'yields.jsonld': {
    covers: 'yields: "12 (3-inch) pancakes", "4–6 servings", ["2", "2 bowls"], 6, "Serves eight"',
    recipes: [
      {
        title: 'Buttermilk Pancakes',
        ingredients: ['200 g plain flour', '1 tbsp sugar', '2 tsp baking powder', '300 ml buttermilk', '1 egg'],
        servings: 12,
        readyInMinutes: 25,
      },
      {
        title: 'Family Chilli',
        ingredients: [
          '1 kg beef mince',
          '2 onions, chopped',
          '2 x 400 g tins kidney beans',
          '2 x 400 g tins tomatoes',
          '2 tbsp chilli powder',
        ],
        servings: 4,
        readyInMinutes: 75,
      },
      {
        title: 'Ramen Bowls',
        ingredients: ['2 nests ramen noodles', '700 ml chicken stock', '2 soft-boiled eggs', '1 pak choi, quartered'],
        servings: 2,
        readyInMinutes: 15,
      },
      {
        title: 'Roast Potatoes',
        ingredients: ['1.5 kg floury potatoes', '4 tbsp goose fat', 'Flaky sea salt'],
        servings: 6,
        readyInMinutes: 65,
      },
      {
        title: 'Party Punch',
        ingredients: ['1 litre cranberry juice', '500 ml ginger ale', '2 oranges, sliced', 'Ice'],
        servings: 8,
        readyInMinutes: 5,
      },
    ],
  },
  'bad-durations.html': {
    covers: 'durations "P2H10M", "PT0D4H45M", "-PT20M", "PT", "", words, 30 days',
    recipes: [
      {
        title: 'Slow Beef Ragù',
        ingredients: [
          '1 kg beef shin, in large pieces',
          '2 tbsp olive oil',
          '1 onion, finely chopped',
          '2 x 400 g tins plum tomatoes',
          '250 ml red wine',
        ],
        servings: 8,
        readyInMinutes: 415,
      },
      {
        title: 'Braised Leeks',
        ingredients: ['4 leeks, halved lengthways', '300 ml chicken stock', '20 g butter'],
        servings: 4,
      },
      {
        title: 'Overnight Focaccia',
        ingredients: [
          '500 g strong white flour',
          '7 g dried yeast',
          '400 ml lukewarm water',
          '10 g salt',
          '4 tbsp olive oil',
        ],
        readyInMinutes: 45,
      },
    ],
  },
  'bad-fields.json': {
    covers: 'an image without address, a data: image, junk nutrition, yields 0 and 3,000,000,000, author `true`',
    recipes: [
      {
        title: 'Garden Pea Risotto',
        ingredients: [
          '300 g risotto rice',
          '1 litre hot vegetable stock',
          '200 g frozen peas',
          '40 g parmesan, grated',
          '1 shallot, finely chopped',
        ],
        readyInMinutes: 25,
      },
      {
        title: 'Tahini Dressing',
        ingredients: ['4 tbsp tahini', '1 lemon, juiced', '1 small garlic clove, grated', '4-6 tbsp cold water'],
        readyInMinutes: 5,
      },
    ],
  },
  'microdata.html': {
    covers: 'Microdata (itemscope / itemprop), times in <meta> and <time>, HowToStep items',
    recipes: [
      {
        title: 'Roasted Tomato Soup',
        ingredients: [
          '1 kg ripe tomatoes, halved',
          '1 red pepper, deseeded and quartered',
          '4 garlic cloves, unpeeled',
          '3 tbsp olive oil',
          '500 ml vegetable stock',
        ],
        servings: 4,
        readyInMinutes: 55,
      },
    ],
  },
  'microdata-legacy.html': {
    covers: 'legacy data-vocabulary.org Microdata with ingredient items',
    recipes: [
      {
        title: 'Honey Mustard Dressing',
        ingredients: ['3 tbsp olive oil', '1 tbsp Dijon mustard', '1 tbsp runny honey', '1 tbsp cider vinegar'],
        servings: 1,
        readyInMinutes: 5,
      },
    ],
  },
  'rdfa.html': {
    covers: 'RDFa (vocab / typeof / property)',
    recipes: [
      {
        title: 'Baked Falafel',
        ingredients: [
          '250 g dried chickpeas, soaked overnight',
          '1 small onion, roughly chopped',
          '3 garlic cloves',
          '1 large bunch parsley',
          '2 tsp ground cumin',
          '3 tbsp olive oil',
        ],
        servings: 16,
        readyInMinutes: 50,
      },
    ],
  },
  'plain-article.html': {
    covers: 'no structured data: the text of the <article>, headings "Ingredients" / "Method" / "Notes"',
    recipes: [
      {
        title: 'Tomato and Bread Salad',
        ingredients: [
          '600 g ripe tomatoes, cut into chunks',
          '200 g stale ciabatta, torn into pieces',
          '1/2 red onion, very thinly sliced',
          '1 tbsp capers, rinsed',
          '5 tbsp extra virgin olive oil',
          '2 tbsp red wine vinegar',
          'A small bunch of basil',
        ],
        servings: 4,
        readyInMinutes: 20,
      },
    ],
  },
  'plain-blog.html': {
    covers: 'no structured data: paragraphs under "What you\'ll need" and "Directions", "Step 1" labels',
    recipes: [
      {
        title: 'Weeknight Baked Pasta',
        ingredients: [
          '400 g penne',
          '1 x 680 g jar passata',
          '2 garlic cloves, sliced',
          '1 tsp dried oregano',
          '125 g mozzarella, torn',
          '30 g parmesan, finely grated',
        ],
        servings: 4,
        readyInMinutes: 45,
      },
    ],
  },
  'pasted-email.txt': {
    covers: 'plain text with headings, bullets, a sub-heading and numbered steps',
    recipes: [
      {
        title: "Grandma's Apple Crumble",
        ingredients: [
          '1 kg Bramley apples, peeled and sliced',
          '75 g caster sugar',
          '1 tsp ground cinnamon',
          '175 g plain flour',
          '110 g cold butter, diced',
          '75 g demerara sugar',
        ],
        servings: 6,
        readyInMinutes: 60,
      },
    ],
  },
  'scribbled-note.txt': {
    covers: 'plain text with no headings: quantity lines and numbered steps',
    recipes: [
      {
        title: 'Peanut noodles (quick lunch)',
        ingredients: [
          '200g egg noodles',
          '3 tbsp smooth peanut butter',
          '2 tbsp soy sauce',
          '1 tbsp rice vinegar',
          '1 tsp chilli oil',
          'Salt to taste',
          '2 spring onions, sliced',
        ],
      },
    ],
  },
  'notes-brackets.html': {
    covers:
      'notes in (nested) brackets kept as written, one bracketed twice shown once, a 488-character line kept whole',
    recipes: [
      {
        title: 'Avocado Toast, Properly',
        ingredients: [
          '2 thick slices sourdough (about 60 g each)',
          LONG_AVOCADO_LINE,
          '1 lime (1/2 juiced, 1/2 cut into wedges)',
          '1 tsp chilli flakes (optional)',
          'Flaky salt [to taste]',
          '1 tbsp olive oil (or rapeseed oil (cold-pressed))',
        ],
        servings: 2,
        readyInMinutes: 10,
      },
    ],
  },
  'cooklang-notes.cook': {
    covers: 'Cooklang notes that bring their own parentheses (came out as "((about 1/4 cup))")',
    recipes: [
      {
        title: 'Iced Coffee',
        ingredients: [
          '200 ml cold brew coffee, strong (not espresso)',
          '6 cubes ice',
          '60 ml whole milk (about 1/4 cup)',
          '1 tsp maple syrup',
        ],
        servings: 1,
        readyInMinutes: 5,
      },
    ],
  },
  'nul-characters.json': {
    covers: 'NUL and BEL characters (\\u0000, \\u0007) in texts: PostgreSQL refused the batch',
    recipes: [
      {
        title: 'Nutty Banana Bread',
        ingredients: [
          '3 very ripe bananas, mashed',
          '75 g melted butter',
          '150 g light brown sugar',
          '1 egg, beaten',
          '190 g plain flour',
          '1 tsp bicarbonate of soda',
          '50 g walnuts, chopped',
        ],
        servings: 1,
        readyInMinutes: 70,
      },
    ],
  },
  'nul-raw.html': {
    covers: 'raw NUL and ESC bytes inside a JSON-LD block',
    recipes: [
      {
        title: 'Ginger Tea',
        ingredients: ['5 cm fresh ginger, sliced', '500 ml water', '1 tsp honey'],
        servings: 2,
        readyInMinutes: 10,
      },
    ],
  },
  'entity-quoted-block.html': {
    covers: 'a JSON-LD block written with &quot; for its quotes',
    recipes: [
      {
        title: 'Cheese Scones',
        ingredients: ['225 g self-raising flour', '55 g cold butter', '100 g mature cheddar, grated', '150 ml milk'],
        servings: 8,
        readyInMinutes: 25,
      },
    ],
  },
  'utf16.json': {
    covers: 'a file saved as UTF-16 with a byte-order mark',
    recipes: [
      {
        title: 'Iced Mint Tea',
        ingredients: ['1 litre water', 'A large bunch of mint', '2 tbsp honey', '1 lemon, sliced'],
        servings: 4,
        readyInMinutes: 120,
      },
    ],
  },
  'saved-as-json.json': {
    covers: 'an HTML page saved with a .json name',
    recipes: [
      {
        title: 'Garlic Bread',
        ingredients: ['1 baguette', '100 g soft butter', '3 garlic cloves, crushed', '2 tbsp chopped parsley'],
        servings: 6,
        readyInMinutes: 20,
      },
    ],
  },
  'id-1001.md': {
    covers: '`id: 1001` in front matter (replaced the built-in recipe 1001)',
    recipes: [
      {
        title: 'My Shakshuka',
        ingredients: [
          '1 tbsp olive oil',
          '1 red pepper, sliced',
          '1 x 400 g tin chopped tomatoes',
          '4 eggs',
          '50 g feta',
        ],
        servings: 2,
        readyInMinutes: 25,
      },
    ],
  },
  'id-3-billion.md': {
    covers: 'id, servings and minutes of 3,000,000,000 (beyond PostgreSQL integer)',
    recipes: [
      {
        title: 'Big Batch Granola',
        ingredients: [
          '500 g rolled oats',
          '150 g mixed nuts, roughly chopped',
          '120 ml maple syrup',
          '4 tbsp sunflower oil',
        ],
        readyInMinutes: 30,
      },
    ],
  },
  'no-recipe-article.html': {
    covers: 'a page with no recipe (a NewsArticle with `mainEntityOfPage: true`)',
    refused: 'no recipe found',
  },
  'line-too-long.json': {
    covers: 'an ingredient line of 592 characters (limit 500)',
    refused: 'an ingredient line',
  },
  'too-many-ingredients.json': { covers: '301 ingredient lines (limit 300)', refused: 'ingredient lines' },
  'huge-title.html': { covers: 'a title of 267 characters (limit 200)', refused: 'the title is too long' },
  'huge-description.json': {
    covers: 'a description of 5,939 characters (limit 5,000)',
    refused: 'the summary is too long',
  },
  'yaml-aliases.md': {
    covers: 'YAML aliases that expand a small file into millions of strings',
    refused: 'too many YAML aliases',
  },
};
