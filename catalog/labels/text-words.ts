/**
 * The words of `catalog/knowledge/label-words.yaml` as the text checks look them up: sets, maps
 * and one pattern, built once when the labeller loads. Adding a word touches only the data.
 */
import type { Category } from '../knowledge/ingredients';
import { LABEL_WORDS } from '../knowledge/label-words';

const { mentions, accounting } = LABEL_WORDS;

/** A word as itself and with "s" and "es" added: "noodle", "noodles", "noodlees". */
function withPlurals(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.flatMap((word) => [word, `${word}s`, `${word}es`]));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const ANIMAL: readonly Category[] = mentions.animal;
export const PLANT: readonly Category[] = mentions.plant;

/** Qualifier phrases ("gluten free") and the categories the food after them lacks. */
export const QUALIFIERS: ReadonlyMap<string, readonly Category[]> = new Map(Object.entries(mentions.qualifiers));
export const LONGEST_QUALIFIER = Math.max(...[...QUALIFIERS.keys()].map((phrase) => phrase.split(' ').length));
export const QUALIFIER_STARTS: ReadonlySet<string> = new Set(
  [...QUALIFIERS.keys()].map((phrase) => phrase.split(' ')[0] ?? ''),
);

export const PHRASE_BREAKS: ReadonlySet<string> = new Set(mentions.phraseBreaks);
export const LIST_ENDS: ReadonlySet<string> = new Set(
  mentions.phraseBreaks.filter((word) => !mentions.listContinues.includes(word)),
);
export const LIST_GOES_ON: ReadonlySet<string> = new Set(mentions.listGoesOn);
export const TOOLS: ReadonlySet<string> = new Set(mentions.tools);
export const DESCRIBED_BY: ReadonlySet<string> = new Set(mentions.describedBy);
export const OTHER_SENSES: ReadonlyMap<string, string> = new Map(Object.entries(mentions.otherSenses));
export const SUBSTITUTE_AFTER: ReadonlySet<string> = new Set(mentions.substituteAfter);
export const PLANT_STAND_INS: ReadonlySet<string> = new Set(mentions.plantStandIns);
export const VERB_SENSES: ReadonlySet<string> = new Set(mentions.verbSenses);
export const VERB_SUBJECTS: ReadonlySet<string> = new Set(mentions.verbSubjects);
export const VERB_OBJECTS: ReadonlySet<string> = new Set(mentions.verbObjects);
export const PROSE_ADJECTIVES: ReadonlySet<string> = new Set(mentions.proseAdjectives);
export const PROSE_MODIFIERS: ReadonlySet<string> = new Set(mentions.proseModifiers);
export const RESEMBLING: ReadonlySet<string> = new Set(mentions.comparisons.resembling);
export const TEXTURES: ReadonlySet<string> = new Set(mentions.comparisons.textures);
export const LIKE_AFTER: ReadonlySet<string> = new Set(mentions.comparisons.likeAfter);
export const NOT_COMPARATIVES: readonly string[] = mentions.comparisons.notComparatives;
export const NEGATED_OF: readonly string[] = mentions.negations.ofWhat;
export const NEGATED_FOR: readonly string[] = mentions.negations.forWhat;
export const PREPARED_OF: ReadonlySet<string> = new Set(mentions.preparedOf);
export const MADE_BEFORE: ReadonlySet<string> = new Set(mentions.madeBefore);
export const OWN_BEFORE: ReadonlySet<string> = new Set(mentions.ownParts.before);
export const OWN_PARTS: ReadonlySet<string> = new Set(mentions.ownParts.parts);
export const SHAPES: ReadonlySet<string> = new Set(mentions.shapes);
export const PLANT_MADE: ReadonlySet<string> = withPlurals(mentions.plantMade);
export const SERVE_VERBS: ReadonlySet<string> = new Set(mentions.servedWith.verbs);
export const SERVE_LINKS: ReadonlySet<string> = new Set(mentions.servedWith.links);

export const MADE_DISHES: ReadonlySet<string> = withPlurals(accounting.madeDishes);
/** Whether a food name holds a dish base as whole words: "chickpea flour", "rice paper". */
export const DISH_BASES = new RegExp(`\\b(?:${accounting.dishBases.map(escapeRegExp).join('|')})\\b`);
export const PREPARED: ReadonlySet<string> = withPlurals(accounting.prepared);
export const GROUPS: readonly (readonly Category[])[] = accounting.groups;
export const MINOR_CATEGORIES: ReadonlySet<Category> = new Set<Category>(accounting.minorCategories);
/** Each family word with the category sets a line may carry to account for it. */
export const FAMILIES: ReadonlyMap<string, readonly (readonly Category[])[]> = new Map(
  accounting.families.flatMap(({ words, sets }) => words.map((word) => [word, sets] as const)),
);
export const FAMILY_WORDS: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(accounting.familyWords));
