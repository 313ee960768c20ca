import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStepWords, STEP_WORDS } from './step-words';

const FILE = 'step-words.yaml';
const text = readFileSync(join(import.meta.dirname, FILE), 'utf8');

/** The text with one part replaced, checked to be there. */
function withReplaced(from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}

describe('step words', () => {
  it('reads every list of the file', () => {
    expect(STEP_WORDS.lineNames.fileWords.cheese).toEqual(['cheese']);
    expect(STEP_WORDS.stepFoods.dishGroups.poultry).toBe('flesh');
  });

  it('refuses a bad record, naming the file and the field', () => {
    const badCategory = withReplaced('bakingBases: [wheat,', 'bakingBases: [wheats,');
    expect(() => parseStepWords(badCategory, FILE)).toThrow(/^step-words\.yaml: stepFoods\.bakingBases\.0: /);
    const badFile = withReplaced('    cheese: [cheese]\n    meat:', '    cheeses: [cheese]\n    meat:');
    expect(() => parseStepWords(badFile, FILE)).toThrow(/^step-words\.yaml: lineNames\.fileWords\.cheeses: /);
    const emptyList = withReplaced('toolPhrases: [tea ball, tea infuser]', 'toolPhrases: []');
    expect(() => parseStepWords(emptyList, FILE)).toThrow(/^step-words\.yaml: stepFoods\.toolPhrases: /);
  });
});
