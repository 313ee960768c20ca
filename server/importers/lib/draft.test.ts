import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVINGS, finishDraft, finishRecipe, type DraftFields } from './draft';
import { ImportError } from './import-error';

const base: DraftFields = {
  sourceKey: 'import:test.md',
  title: 'Toast',
  ingredientLines: ['1 slice bread'],
  instructionLines: ['Toast it.'],
};

describe('finishDraft', () => {
  it('fills every field with a safe default', () => {
    expect(finishDraft(base)).toEqual({
      sourceKey: 'import:test.md',
      title: 'Toast',
      summary: '',
      image: '',
      servings: DEFAULT_SERVINGS,
      prepMinutes: null,
      cookMinutes: null,
      readyInMinutes: 0,
      cuisines: [],
      dishTypes: [],
      ingredientLines: ['1 slice bread'],
      instructions: 'Toast it.',
      sourceName: '',
      sourceUrl: '',
      license: '',
    });
    expect(DEFAULT_SERVINGS).toBe(1);
  });

  it('rejects a recipe without a title or without ingredients', () => {
    expect(() => finishDraft({ ...base, title: ' <b></b> ' })).toThrow(new ImportError('missing title'));
    expect(() => finishDraft({ ...base, ingredientLines: ['', '<br>'] })).toThrow(new ImportError('no ingredients'));
  });

  it('computes the ready time from the total, else prep plus cook', () => {
    expect(finishDraft({ ...base, prepMinutes: 10, cookMinutes: 20, totalMinutes: 45 }).readyInMinutes).toBe(45);
    expect(finishDraft({ ...base, prepMinutes: 10, cookMinutes: 20 }).readyInMinutes).toBe(30);
    expect(finishDraft({ ...base, cookMinutes: 20 }).readyInMinutes).toBe(20);
  });

  it('treats unusable numbers as unknown', () => {
    const draft = finishDraft({ ...base, servings: 0, prepMinutes: -5, cookMinutes: 7.6, totalMinutes: Number.NaN });
    expect(draft).toMatchObject({ servings: 1, prepMinutes: null, cookMinutes: 8, readyInMinutes: 8 });
    expect(finishDraft({ ...base, servings: 3.4 }).servings).toBe(3);
  });

  it('keeps a fixed id and rejects a bad one', () => {
    expect(finishDraft({ ...base, id: 1001 }).id).toBe(1001);
    expect('id' in finishDraft(base)).toBe(false);
    expect(() => finishDraft({ ...base, id: 0 })).toThrow('id must be a positive whole number');
    expect(() => finishDraft({ ...base, id: Number.NaN })).toThrow('id must be a positive whole number');
    expect(() => finishDraft({ ...base, id: 3_000_000_000 })).toThrow('id must be a positive whole number');
  });

  it('cleans texts: plain ingredient lines, sanitised steps, http(s) source only', () => {
    const draft = finishDraft({
      ...base,
      title: 'Mac &amp; Cheese',
      ingredientLines: ['<a href="/x">200 g</a> macaroni &amp; more'],
      instructionLines: ['<p>Boil.</p><p>Drain <script>x</script>&amp; mix.</p>'],
      cuisines: ['American', 'american'],
      sourceUrl: 'javascript:alert(1)',
    });
    expect(draft).toMatchObject({
      title: 'Mac & Cheese',
      ingredientLines: ['200 g macaroni & more'],
      instructions: 'Boil.\nDrain &amp; mix.',
      cuisines: ['American'],
      sourceUrl: '',
    });
  });

  it('drops a bad field with a warning and keeps the recipe', () => {
    const { draft, warnings } = finishRecipe({
      ...base,
      servings: 3_000_000_000,
      prepMinutes: -5,
      cookMinutes: 30_000,
      image: 'data:image/png;base64,AAAA',
      sourceUrl: '/relative/page',
      sourceName: 'x'.repeat(400),
      warnings: ['the yield was odd'],
    });
    expect(draft).toMatchObject({
      servings: 1,
      prepMinutes: null,
      cookMinutes: null,
      image: '',
      sourceUrl: '',
      sourceName: '',
    });
    expect(warnings).toEqual([
      'the yield was odd',
      'the preparation time -5 is out of range (0 to 20,160 minutes); left out',
      'the cooking time 30000 is out of range (0 to 20,160 minutes); left out',
      'the picture "data:image/png;base64,AAAA" is not a web address of at most 2,048 characters; left out',
      'servings 3000000000 out of range (1 to 1,000); set to 1',
      'the source name is 400 characters (at most 300); left out',
      'the source address "/relative/page" is not a web address of at most 2,048 characters; left out',
    ]);
  });

  it('strips NUL and other control characters from every text, the key included', () => {
    const draft = finishDraft({
      ...base,
      sourceKey: 'import:a\u0000b',
      title: 'To\u0000ast\u0007',
      ingredientLines: ['1 slice\u0000 bread'],
      instructionLines: ['Toast\u0000 it.\u001b'],
      sourceUrl: 'https://example.org/\u0000x',
    });
    expect(draft).toMatchObject({
      sourceKey: 'import:ab',
      title: 'Toast',
      ingredientLines: ['1 slice bread'],
      instructions: 'Toast it.',
      sourceUrl: 'https://example.org/x',
    });
  });

  it('keeps a long ingredient line whole up to the limit and refuses beyond it', () => {
    const line = `1 cup flour ${'(sifted) '.repeat(54)}`.trim();
    expect(line.length).toBeLessThanOrEqual(500);
    expect(finishDraft({ ...base, ingredientLines: [line] }).ingredientLines).toEqual([line]);
    expect(() => finishDraft({ ...base, ingredientLines: [`${line} and more words`] })).toThrow(
      /is too long: 5\d\d characters/,
    );
  });

  it('refuses too many or too long steps', () => {
    const many = Array.from({ length: 501 }, (_, index) => `Step ${index + 1}.`);
    expect(() => finishDraft({ ...base, instructionLines: many })).toThrow('the method has 501 steps (at most 500).');
    expect(() => finishDraft({ ...base, instructionLines: ['x'.repeat(10_001)] })).toThrow(
      'a step is too long: 10,001 characters (at most 10,000).',
    );
  });
});
