import { ALLERGY_LABELS, DIET_LABELS, type AllergyId, type DietId } from '@shared/ids';
import type { LabelEvidence } from '@shared/recipe';

/** The recipe's steps as plain text, one a line, to tell which step a sentence is in. */
export const plainSteps = (instructions: string): string[] =>
  instructions.split('\n').map((line) =>
    line
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** "Step 3", or "A step" when the sentence cannot be found in one (shortened, or the steps changed). */
function stepOf(sentence: string, steps: readonly string[]): string {
  const wanted = sentence.replace(/…$/, '').trim();
  const at = wanted === '' ? -1 : steps.findIndex((step) => step.includes(wanted));
  return at === -1 ? 'A step' : `Step ${at + 1}`;
}

const quoted = (text: string) => `“${text}”`;

/**
 * One reason as a sentence a cook reads: the line that holds it, or where the title, description
 * or a step names the food ("Step 3 mentions crusty bread: “…”"), or the figure that decided.
 */
export function evidenceText(evidence: LabelEvidence, steps: readonly string[] = []): string {
  const food = evidence.food ?? '';
  switch (evidence.source) {
    case 'ingredient':
      return quoted(evidence.text);
    case 'unchecked':
      return `we could not read ${quoted(evidence.text)}`;
    case 'nutrition':
      return evidence.text;
    case 'title':
      return food ? `the title ${quoted(evidence.text)} mentions ${food}` : `the title ${quoted(evidence.text)}`;
    case 'summary':
      if (evidence.served) return `the description suggests serving it with ${food}: check what you serve it with`;
      return food
        ? `the description mentions ${food}: ${quoted(evidence.text)}`
        : `the description: ${quoted(evidence.text)}`;
    case 'instructions': {
      const step = stepOf(evidence.text, steps);
      if (evidence.served) return `${step.toLowerCase()} says to serve it with ${food}: check what you serve it with`;
      return food ? `${step} mentions ${food}: ${quoted(evidence.text)}` : `${step}: ${quoted(evidence.text)}`;
    }
  }
}

const onlyUnchecked = (because: readonly LabelEvidence[]) =>
  because.length > 0 && because.every((item) => item.source === 'unchecked');

/** Every reason is something to serve the dish with: the dish as listed does not hold it. */
export const onlyServed = (because: readonly LabelEvidence[]) =>
  because.length > 0 && because.every((item) => item.served === true);

/**
 * "Contains egg"; "May contain egg" when every reason is a line that could not be checked;
 * "Not claimed gluten-free" when every reason is a food to serve it with.
 */
export function allergenVerdict(id: AllergyId, because: readonly LabelEvidence[]): string {
  const name = ALLERGY_LABELS[id].toLowerCase();
  if (onlyServed(because)) return `Not claimed ${name}-free`;
  return `${onlyUnchecked(because) ? 'May contain' : 'Contains'} ${name}`;
}

export const dietVerdict = (id: DietId) => `Not ${DIET_LABELS[id].name.toLowerCase()}`;
