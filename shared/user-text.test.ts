import { describe, expect, it } from 'vitest';
import { noteSchema, collectionNameSchema } from './collections';
import { editableRecipeSchema } from './own-recipes';
import { cleanText, stripRefused, textLength, textProblem, type TextRule } from './user-text';
import { userText } from './user-text-schema';
import { searchInputSchema } from './validation';

const line: TextRule = { what: 'A line', max: 5 };
const lines: TextRule = { what: 'A note', max: 5, multiline: true };

describe('characters are counted as people see them', () => {
  it.each([
    ['plain letters', 'abc', 3],
    ['an emoji outside the first plane', '😀', 1],
    ['an emoji with a skin tone', '👍🏽', 1],
    ['a family joined by zero-width joiners', '👨‍👩‍👧', 1],
    ['a flag', '🇩🇪', 1],
    ['e and a combining acute accent', 'e\u0301', 1],
    ['a Hangul syllable written as its letters', '\u1100\u1161\u11a8', 1],
    ['CR LF', 'a\r\nb', 3],
    ['200 emoji', '😀'.repeat(200), 200],
  ])('%s', (_, text, length) => {
    expect(textLength(text)).toBe(length);
  });
});

describe('one rule for every text a person writes', () => {
  it.each<[string, string, TextRule, string | null]>([
    ['five emoji fit five characters', '🍋🍋🍋🍋🍋', line, null],
    ['six emoji do not', '🍋🍋🍋🍋🍋🍋', line, 'A line can be at most 5 characters.'],
    ['combining marks add no character', 'cafe\u0301s', line, null],
    ['NUL', 'a\u0000b', line, 'A line must not hold the control character U+0000.'],
    ['BEL', 'a\u0007b', line, 'A line must not hold the control character U+0007.'],
    ['DEL', 'a\u007fb', line, 'A line must not hold the control character U+007F.'],
    ['a C1 control', 'a\u0085b', line, 'A line must not hold the control character U+0085.'],
    ['NUL where lines are allowed', 'a\u0000', lines, 'A note must not hold the control character U+0000.'],
    ['a tab in one line', 'a\tb', line, 'A line must be one line, without tabs or line breaks.'],
    ['a line break in one line', 'a\nb', line, 'A line must be one line, without tabs or line breaks.'],
    ['a tab and a line break where lines are allowed', 'a\tb\nc', lines, null],
    ['a right-to-left override', 'ab\u202ecd', line, expect.stringContaining('text-direction control U+202E')],
    ['a left-to-right embedding', '\u202aab', line, expect.stringContaining('U+202A')],
    ['a first-strong isolate', 'a\u2068b', line, expect.stringContaining('U+2068')],
    ['zero-width spaces only', '\u200b\u200b', line, 'A line must hold visible characters, not only invisible ones.'],
    [
      'a word joiner and a space',
      '\u2060 \u2060',
      line,
      'A line must hold visible characters, not only invisible ones.',
    ],
    ['a Hangul filler', '\u3164', line, 'A line must hold visible characters, not only invisible ones.'],
    ['a zero-width space inside a word', 'ab\u200bc', line, null],
    ['a zero-width joiner inside an emoji', '👨‍👩‍👧', line, null],
    ['an empty text (each field says whether it needs one)', '', line, null],
    ['a lone surrogate', 'a\ud800', line, 'A line holds a broken character (a lone UTF-16 surrogate).'],
  ])('%s', (_, text, rule, problem) => {
    expect(textProblem(cleanText(text, rule), rule)).toEqual(problem);
  });

  it('cleans before it checks: outer white space, CR LF, composed form', () => {
    expect(cleanText('  e\u0301  ', line)).toBe('\u00e9');
    expect(cleanText('a\r\nb\rc', lines)).toBe('a\nb\nc');
    expect(cleanText(' a ', { ...line, trim: false })).toBe(' a ');
    expect(textProblem(cleanText(`  ${'x'.repeat(5)}  `, line), line)).toBeNull();
  });

  it('strips what it refuses from texts read elsewhere', () => {
    expect(stripRefused('a\u0000b\u0007c\u202ed\te\r\nf\u0085')).toBe('abcd\te\nf');
  });

  it('the schemas answer with the cleaned text or the reason', () => {
    const schema = userText(line, { required: 'A line is needed.' });
    expect(schema.parse(' 🍋 ')).toBe('🍋');
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('A line is needed.');
    expect(schema.safeParse(7).error?.issues[0]?.message).toBe('A line must be text.');
    expect(schema.safeParse('\u0000').error?.issues[0]?.message).toBe(
      'A line must not hold the control character U+0000.',
    );
  });
});

describe('the fields that follow it', () => {
  it('search text: 32 characters as people count them, the message as written, spaces kept', () => {
    expect(searchInputSchema.parse('🍜'.repeat(32))).toBe('🍜'.repeat(32));
    expect(searchInputSchema.safeParse('x'.repeat(33)).error?.issues[0]?.message).toBe(
      'Search text can be at most 32 characters.',
    );
    expect(searchInputSchema.parse(' soup ')).toBe(' soup ');
    expect(searchInputSchema.parse('')).toBe('');
    expect(searchInputSchema.safeParse('soup\u0000').success).toBe(false);
  });

  it('collection names and notes', () => {
    expect(collectionNameSchema.parse('Family 👨‍👩‍👧')).toBe('Family 👨‍👩‍👧');
    expect(collectionNameSchema.parse('🎄'.repeat(100))).toBe('🎄'.repeat(100));
    expect(collectionNameSchema.safeParse('\u200b').error?.issues[0]?.message).toBe(
      'A collection name must hold visible characters, not only invisible ones.',
    );
    expect(noteSchema.parse('Less salt.\n\tNext time: more lemon.')).toBe('Less salt.\n\tNext time: more lemon.');
    expect(noteSchema.parse('  \n ')).toBe('');
    expect(noteSchema.safeParse('a\u0007').success).toBe(false);
  });

  it('the texts of a recipe', () => {
    const recipe = {
      title: '🍋 tart',
      summary: 'Sharp.\nSweet.',
      servings: 4,
      prepMinutes: null,
      cookMinutes: null,
      readyInMinutes: 30,
      ingredientLines: ['3 lemons', ' '],
      steps: ['Bake.'],
      image: '',
      cuisines: [],
      dishTypes: [],
      sourceUrl: '',
      sourceName: '',
    };
    expect(editableRecipeSchema.parse(recipe).ingredientLines).toEqual(['3 lemons']);
    for (const [field, value, reason] of [
      ['title', '\u200b', 'The title must hold visible characters, not only invisible ones.'],
      ['title', 'a\u202eb', expect.stringContaining('The title must not hold the text-direction control U+202E')],
      ['summary', 'a\u0000', 'The summary must not hold the control character U+0000.'],
      ['ingredientLines', ['2 eggs\u0007'], 'An ingredient line must not hold the control character U+0007.'],
      ['steps', ['Mix.\nBake.'], 'A step must be one line, without tabs or line breaks.'],
      ['sourceName', 'x\u0085', 'The source name must not hold the control character U+0085.'],
    ] as const) {
      const result = editableRecipeSchema.safeParse({ ...recipe, [field]: value });
      expect(result.error?.issues[0]?.message, field).toEqual(reason);
    }
  });
});
