import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('the cache of answers', () => {
  it('answers for the state of the index an answer was made from, and forgets everything when it changes', () => {
    const cache = new AnswerCache(10);
    const index = {};
    expect(cache.get(index, 1, 'apple')).toBeUndefined();
    cache.set(index, 1, 'apple', '{"a":1}');
    expect(cache.get(index, 1, 'apple')).toBe('{"a":1}');
    // A new version of the same index, or another index object, is another state.
    expect(cache.get(index, 2, 'apple')).toBeUndefined();
    expect(cache.count).toBe(0);
    cache.set(index, 2, 'apple', '{"a":2}');
    expect(cache.get({}, 2, 'apple')).toBeUndefined();
  });

  it('drops an answer made from a state that is no longer current', () => {
    const cache = new AnswerCache(10);
    const index = {};
    expect(cache.get(index, 1, 'pear')).toBeUndefined();
    // The index changed while the answer was made: a lookup with the new state came first.
    expect(cache.get(index, 2, 'plum')).toBeUndefined();
    cache.set(index, 1, 'pear', 'stale');
    expect(cache.get(index, 2, 'pear')).toBeUndefined();
    expect(cache.get(index, 1, 'pear')).toBeUndefined();
  });

  it('keeps at most its size, dropping the oldest answer first', () => {
    const cache = new AnswerCache(2);
    const index = {};
    cache.get(index, 0, 'a');
    cache.set(index, 0, 'a', 'A');
    cache.set(index, 0, 'b', 'B');
    cache.set(index, 0, 'c', 'C');
    expect(cache.count).toBe(2);
    expect(cache.get(index, 0, 'a')).toBeUndefined();
    expect(cache.get(index, 0, 'c')).toBe('C');
  });
});
