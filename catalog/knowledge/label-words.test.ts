import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LABEL_WORDS, parseLabelWords } from './label-words';

const FILE = 'label-words.yaml';
const text = readFileSync(join(import.meta.dirname, FILE), 'utf8');

describe('label words', () => {
  it('reads every list of the file', () => {
    expect(LABEL_WORDS.mentions.qualifiers['gluten free']).toEqual(['gluten-grain', 'wheat']);
    expect(LABEL_WORDS.accounting.families.length).toBeGreaterThan(0);
  });

  it('refuses a bad record, naming the file and the field', () => {
    const badCategory = text.replace('eggless: [egg]', 'eggless: [eggs]');
    expect(badCategory).not.toBe(text);
    expect(() => parseLabelWords(badCategory, FILE)).toThrow(/^label-words\.yaml: mentions\.qualifiers\.eggless\.0: /);
    const badWord = text.replace('      cooker,', '      Cooker,');
    expect(badWord).not.toBe(text);
    expect(() => parseLabelWords(badWord, FILE)).toThrow(/^label-words\.yaml: mentions\.tools\.0: /);
    expect(() => parseLabelWords(`${text}\nextra: [word]\n`, FILE)).toThrow(/^label-words\.yaml: : .*extra/);
    expect(() => parseLabelWords('mentions: [unclosed', FILE)).toThrow(/^label-words\.yaml: /);
  });
});
