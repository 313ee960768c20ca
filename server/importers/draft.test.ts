import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVINGS, finishDraft, type DraftFields } from './draft';
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
});
