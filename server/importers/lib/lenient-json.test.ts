import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { parseLenientJson } from './lenient-json';

describe('parseLenientJson', () => {
  it('reads strict JSON as JSON.parse does', () => {
    expect(parseLenientJson('{"a": [1, "x"]}')).toEqual({ a: [1, 'x'] });
  });

  it('drops trailing commas and comments', () => {
    expect(parseLenientJson('{"a": [1, 2,], /* c */ "b": {"c": "x",}, // d\n}')).toEqual({ a: [1, 2], b: { c: 'x' } });
  });

  it('escapes raw line breaks and tabs inside strings and drops other control characters', () => {
    expect(parseLenientJson('{"a": "one\ntwo\tthree\u0001\u0000"}')).toEqual({ a: 'one\ntwo\tthree' });
  });

  it('keeps the character of an escape JSON does not know', () => {
    expect(parseLenientJson(String.raw`{"a": "it\'s 3\-4 \u00e9 \uZZ"}`)).toEqual({ a: "it's 3-4 é uZZ" });
  });

  it('reads values written one after the other as an array', () => {
    expect(parseLenientJson('{"a": 1}\n{"b": 2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseLenientJson('[1],[2]')).toEqual([[1], [2]]);
  });

  it('decodes a block whose quotes are HTML entities', () => {
    expect(parseLenientJson('{&quot;name&quot;: &quot;Mac &amp; Cheese&quot;}')).toEqual({ name: 'Mac & Cheese' });
  });

  it('leaves what needs a guess alone and says where the strict parser stopped', () => {
    expect(() => parseLenientJson('{\n  "a": "x"\n  "b": 1\n}')).toThrow(
      new ImportError('invalid JSON at line 3, column 3'),
    );
    expect(() => parseLenientJson("{'a': 1}")).toThrow(/invalid JSON/);
    expect(() => parseLenientJson(' ')).toThrow(new ImportError('invalid JSON: the file is empty'));
  });

  it('stays linear on a large input', () => {
    const big = `[${'{"a": "x\ny",},'.repeat(50_000)}]`;
    const started = performance.now();
    expect((parseLenientJson(big) as unknown[]).length).toBe(50_000);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
