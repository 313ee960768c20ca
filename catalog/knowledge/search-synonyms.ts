/**
 * Names that mean the same food, so a search in one finds recipes written in another: our catalog
 * writes British English ("aubergine", "double cream"), many cooks search in American English
 * ("eggplant", "heavy cream"), and imported recipes come in both. Each group lists names a cook
 * would use interchangeably for the same thing; searching any of them finds every recipe that
 * names any of them.
 *
 * Only true synonyms belong here. Names that differ between countries in a way that would mislead
 * are left out: "chips" (fries or crisps), "biscuit" (cookie or scone-like bread), "endive" and
 * "chicory" (swapped between the US and the UK), "corn flour" (cornstarch or fine cornmeal), and
 * "coriander" alone (the leaf in the UK, the seed in the US: only "fresh coriander" is cilantro).
 * Phrases are matched word by word after the search's own folding (case, accents, plurals,
 * stop words such as "of"), so "Bicarbonate of Soda" and "bicarbonate soda" are the same phrase.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['eggplant', 'aubergine', 'brinjal'],
  ['zucchini', 'courgette'],
  ['cilantro', 'fresh coriander', 'coriander leaf', 'coriander leaves'],
  ['scallion', 'spring onion', 'green onion', 'salad onion'],
  ['shrimp', 'prawn'],
  ['chickpea', 'garbanzo', 'garbanzo bean'],
  ['bell pepper', 'capsicum', 'sweet pepper'],
  ['arugula', 'rocket', 'roquette'],
  ['cornstarch', 'cornflour'],
  ['powdered sugar', 'icing sugar', 'confectioners sugar'],
  ['superfine sugar', 'caster sugar', 'castor sugar'],
  ['ground beef', 'minced beef', 'beef mince'],
  ['ground pork', 'minced pork', 'pork mince'],
  ['ground lamb', 'minced lamb', 'lamb mince'],
  ['ground turkey', 'minced turkey', 'turkey mince'],
  ['ground chicken', 'minced chicken', 'chicken mince'],
  ['beet', 'beetroot'],
  ['rutabaga', 'swede'],
  ['fava bean', 'broad bean'],
  ['snow pea', 'mangetout', 'mange tout'],
  ['green bean', 'french bean', 'string bean'],
  ['heavy cream', 'double cream'],
  ['light cream', 'single cream'],
  ['all purpose flour', 'plain flour'],
  ['self rising flour', 'self raising flour'],
  ['baking soda', 'bicarbonate of soda', 'bicarb'],
  ['squid', 'calamari'],
  ['yogurt', 'yoghurt', 'yoghourt'],
  ['chili', 'chilli', 'chile'],
  ['golden raisin', 'sultana'],
  ['romaine', 'cos lettuce'],
  ['okra', 'ladies finger', 'bhindi'],
  ['bok choy', 'pak choi', 'pak choy'],
  ['phyllo', 'filo', 'fillo'],
  ['pita', 'pitta'],
  ['hummus', 'houmous', 'hommus'],
  ['omelet', 'omelette'],
  ['kebab', 'kabob', 'kebob'],
  ['doughnut', 'donut'],
  ['ketchup', 'catsup'],
  ['broth', 'stock'],
  ['molasses', 'black treacle'],
];
