/**
 * Words that may surround an ingredient name without changing what the ingredient holds:
 * sizes, cuts, states, cooking notes, quantities. A word missing from this list and from the
 * knowledge base makes its line unrecognised, which costs the recipe its free-from claims, so
 * this list errs towards completeness; but it must never hold a word that can itself name an
 * ingredient or add one ("breaded", "cream", "stock", "sauce", "seasoning", "dressing" are not here).
 */
import { unitsOfMeasure } from 'parse-ingredient';
import { EXTRA_UNITS } from '../knowledge/units';
import { pluralsOf, tokens } from './normalise';

const HARMLESS_TEXT = `
a an the and or of with without in into on onto to for from at by as per plus more less extra additional other another
about approx approximately around roughly some few several couple any each every whole half halves quarter quarters third thirds
one two three four five six seven eight nine ten eleven twelve dozen handful pinch dash
big small large medium mini jumbo giant extra-large xl thick thin fine coarse medium-sized bite sized size sized
fresh freshly dried dry raw ripe unripe overripe firm soft hard tender young baby mature aged old new
chopped finely roughly coarsely thinly thickly diced minced sliced slivered shaved grated shredded julienned julienne cubed cut
crushed smashed bruised torn pounded ground mashed pureed puréed blended processed whizzed
peeled unpeeled seeded deseeded pitted stoned cored hulled shelled unshelled deveined trimmed topped tailed stemmed destemmed
skinned skinless skin-on boneless bone bones skin rind rinds stalk stalks stem stems leaf leaves sprig sprigs top tops tip tips
halved quartered split butterflied spatchcocked scored pricked picked washed rinsed drained undrained patted dried squeezed
cleaned scrubbed soaked sprouted toasted roasted grilled charred blistered broiled baked boiled parboiled blanched steamed poached
sauteed sautéed stir-fried seared browned caramelised caramelized cooked uncooked precooked par-cooked reheated warmed heated
cooled chilled cold warm hot lukewarm tepid boiling simmering iced frozen thawed defrosted fridge freezer room temperature
melted softened hardened set whipped whisked beaten lightly well stiff stiffly sifted packed loosely firmly levelled leveled
heaped heaping scant generous rounded level full
canned tinned jarred bottled boxed bagged packaged pre-packed packet-free loose bulk
drained rinsed reserved retained liquid juices juice-free
plain simple basic regular standard ordinary normal classic traditional authentic original
unbleached bleached enriched fortified refined unrefined filtered unfiltered pasteurised pasteurized unpasteurised homogenised
cold-pressed virgin extra-virgin pressed
red green yellow orange purple white black brown golden pink blue dark pale bright deep
sweet savory savoury spicy mild medium-hot hot fiery smoky smoked salted lightly-salted
long short round flat wide narrow curly straight
strong weak rich dense fluffy crispy crisp crunchy chewy sticky smooth chunky silky
wild farmed local seasonal imported domestic heirloom heritage
italian french spanish greek mexican thai indian chinese japanese korean vietnamese american british english irish scottish welsh
german dutch swiss belgian austrian polish hungarian russian ukrainian turkish lebanese persian moroccan ethiopian african
caribbean jamaican cuban brazilian peruvian argentinian chilean asian european mediterranean middle eastern nordic scandinavian
kashmiri punjabi goan keralan sicilian tuscan neapolitan roman provencal cajun creole southern texas californian hawaiian
australian kiwi canadian filipino indonesian malaysian singaporean burmese cambodian laotian nepali sri lankan pakistani
portuguese israeli egyptian tunisian algerian syrian armenian georgian
optional optionally divided separated separate total altogether needed necessary desired required preferred preferably ideally
if available possible taste tasting serving serve served garnish garnishing decorate decoration decorating dusting dust
sprinkling drizzling brushing greasing frying deep-frying shallow-frying cooking baking topping finishing dipping
use using used such like eg e g ie i e etc see note notes recipe below above ahead day days hour hours minute minutes overnight
according directions instructions package packet label makes make made yield yields about enough
kept keep leftover leftovers spare remaining rest reserved stale day-old
i we you your my our it its this that these those which what whatever whichever either neither both but not no
weight weighed weighing trimmed-weight prepared-weight
inch inches cm centimetre centimetres centimeter centimeters mm millimetre millimetres
piece pieces chunk chunks cube cubes dice strip strips ribbon ribbons ring rings round rounds wedge wedges slice slices slab slabs
sheet sheets segment segments floret florets fillet fillets portion portions serving servings log logs block blocks ball balls
batch batches layer layers lengthways lengthwise crossways crosswise diagonally diagonal widthways half-moons half-moon matchsticks
batons baton coins rounds shreds shavings flakes flake crumbs crumb bits bit pieces morsels pinches dashes drops drop splash
bunch bunches head heads ear ears knob knobs cluster clusters handfuls pack packs can cans tin tins jar jars tub tubs pot pots
bottle bottles carton cartons container containers bag bags box boxes envelope envelopes sachet sachets packet packets
tube tubes punnet punnets tray trays bar bars stick sticks
spoon spoons spoonful spoonfuls teaspoonful tablespoonful cupful cupfuls mug glass glasses shot shots
fl oz lb lbs g kg ml l cl dl tsp tbsp tbs tbl c t qt pt gal
heavy light lite double single low high reduced non
natural organic kosher halal certified premium select choice prime grade quality good best fancy
approximately-sized about-sized equal equally parts part portion ratio
with-out w wo
cooked-through through done
room-temperature
de la del di da du le les des al alla all allo el los las en y
crumbled crumble juiced zested spiralised spiralized stripped bruised knotted snapped woody end ends off only very left
live alive shell shells shelled-on fat fatty lean cap marbled stone stoneground stone-ground stuffed tentacles tube tubes
steaming blanching bath water-bath parts part pale inner outer heart hearts core cores seeds pips pith membrane
shoulder leg legs loin breast breasts thigh thighs neck belly chop chops rack joint cutlet cutlets steak-cut rump-end
their them they it's its into over under between out up down away back
ea each broken flowerets floweret assorted roast roasting sandwich hoagie sub broad ripened little lots lot bit
frac12 frac14 frac34 frac13 amp nbsp substitute substituted alternative alternatively instead equivalent butchers butcher person people
are is was be been being will would should could can may might must works work best go-to concentrated variety varieties
typical typically usually pan pan-fried fried deep-fried fire-roasted fired wood-fired confit granulated powdered powder bulb bulbs
strength double-strength fragrant grained attached st louis knorr leave making make before after while when then until once
twig twigs blend blends waxy floury starchy similarly similar shaped amount amounts quantity quantities negro type types kind kinds
added overfilled bowl bowls rib pre spray table pcks pck pkts pkt ideal flavour flavor unprocessed ex have has had open grounded
optionnal just active metric recommended essential much want wants undiluted san marzano organs crust hearty prefer prefers
rubbed fry frying spreading replace replaced mix semi s unflavored unflavoured ones reason reasons marinate marinating dress
burrito aging ageing cocktail contained preferable essence paste pastes
segmented segment style styled shucked debearded scrubbed crispy crisped
pod pods branch branches strand strands shoot shoots appr general luke lukewarm deli freshy q b qb coverture couverture
skimmed semi-skimmed pasteurized uht pulp rehydrated reconstituted germinated decaffeinated decaf freeze compressed
autolyzed autolysed hydrolysed hydrolyzed moisture oily grain grains fiber fibre fibres fibers protein proteins extract extracts
root roots atlantic pacific north south east west northern southern alaskan alaska norwegian icelandic scottish-farmed eu
france spain brazil china ceylon india italy greece turkey-origin mexico peru chile morocco vietnam thailand japan
puree purée kernel kernels concentrate concentrated hint hints dehydrated spread spreads squirt bite-size bite-sized
unseasoned seasoned-free lightly-toasted toast-ready traditional mixed-up medium-large medium-small large-ish smallish largish
`;

/**
 * Words that show a note is preparation or serving advice ("cut into 2 cm cubes", "at room
 * temperature"). A note holding one of them may also hold words we do not know.
 */
const PREPARATION_CUES_TEXT = `
chopped diced minced sliced cut grated shredded julienned cubed crushed smashed torn ground mashed pureed blended
peeled seeded deseeded pitted stoned cored hulled shelled deveined trimmed stemmed skinned halved quartered split
washed rinsed drained squeezed cleaned scrubbed soaked toasted roasted grilled charred broiled baked boiled blanched steamed poached
sauteed seared browned caramelized caramelised cooked warmed heated cooled chilled thawed defrosted melted softened whipped whisked
beaten sifted packed divided optional optionally taste serving serve served garnish decorate dusting greasing frying
use used see note recipe directions instructions reserved room temperature into lengthways lengthwise crossways crosswise
pieces chunks cubes strips rings wedges slices florets inch cm about approximately roughly needed desired preferably ideally
plus extra more leftover kept patted dried picked removed discarded separated loosely firmly lightly finely thinly coarsely
if available such like eg
crumbled juiced zested spiralised spiralized stripped bruised knotted snapped off only left whole steaming blanching
tied bundled wrapped skewered threaded pierced slit scored bashed flattened pounded butterflied spatchcocked
segmented shucked debearded
leave making before after while seasoning substitute attached recommended prefer replace rubbed fry spreading aging
undiluted added contained marinate
`;

function wordsOf(text: string): Set<string> {
  const set = new Set<string>();
  for (const token of tokens(text)) {
    set.add(token);
    for (const plural of pluralsOf(token)) set.add(plural);
  }
  return set;
}

function unitWords(): Set<string> {
  const set = new Set<string>();
  for (const [id, unit] of [...Object.entries(unitsOfMeasure), ...Object.entries(EXTRA_UNITS)]) {
    for (const spelling of [id, unit.short, unit.plural, ...(unit.alternates ?? [])]) {
      for (const token of tokens(spelling)) set.add(token);
    }
  }
  return set;
}

/** Words that may appear around an ingredient without changing what it is. */
export const HARMLESS_WORDS: ReadonlySet<string> = new Set([...wordsOf(HARMLESS_TEXT), ...unitWords()]);

/** Words that mark a note as preparation advice, so unknown words in it may be ignored. */
export const PREPARATION_CUES: ReadonlySet<string> = wordsOf(PREPARATION_CUES_TEXT);
