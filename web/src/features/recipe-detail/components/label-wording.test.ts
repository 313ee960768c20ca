import { describe, expect, it } from 'vitest';
import type { LabelEvidence } from '@shared/recipe';
import { allergenVerdict, evidenceText, plainSteps } from './label-wording';

const STEPS = plainSteps(
  'Heat the oven.\n<p>Cut the <strong>loaf</strong> into cubes. Toast them.</p>\nRoast for 20 minutes.\nServe with crusty bread.',
);

describe('label reasons in words', () => {
  it.each<[LabelEvidence, string]>([
    [{ source: 'ingredient', text: '200 g wheat noodles' }, '“200 g wheat noodles”'],
    [{ source: 'unchecked', text: '1 jar secret sauce' }, 'we could not read “1 jar secret sauce”'],
    [{ source: 'title', text: 'Peanut Noodles', food: 'noodles' }, 'the title “Peanut Noodles” mentions noodles'],
    [
      { source: 'summary', text: 'A bake with bacon.', food: 'bacon' },
      'the description mentions bacon: “A bake with bacon.”',
    ],
    [
      { source: 'instructions', text: 'Cut the loaf into cubes.', food: 'loaf' },
      'Step 2 mentions loaf: “Cut the loaf into cubes.”',
    ],
    [
      { source: 'instructions', text: 'Scatter the croutons over…', food: 'croutons' },
      'A step mentions croutons: “Scatter the croutons over…”',
    ],
    [
      { source: 'instructions', text: 'Serve with crusty bread.', food: 'crusty bread', served: true },
      'step 4 says to serve it with crusty bread: check what you serve it with',
    ],
    [
      { source: 'summary', text: 'Lovely served with naan.', food: 'naan', served: true },
      'the description suggests serving it with naan: check what you serve it with',
    ],
  ])('%o reads "%s"', (evidence, text) => {
    expect(evidenceText(evidence, STEPS)).toBe(text);
  });

  it('a food only served with the dish withholds the claim without saying the dish contains it', () => {
    const served: LabelEvidence = { source: 'instructions', text: 'Serve with bread.', food: 'bread', served: true };
    expect(allergenVerdict('gluten', [served])).toBe('Not claimed gluten-free');
    expect(allergenVerdict('gluten', [{ source: 'ingredient', text: '1 slice bread' }, served])).toBe(
      'Contains gluten',
    );
    expect(allergenVerdict('gluten', [{ source: 'unchecked', text: '1 jar sauce' }])).toBe('May contain gluten');
  });
});
