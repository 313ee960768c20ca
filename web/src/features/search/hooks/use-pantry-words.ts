import { useEffect, useState } from 'react';
import { getToken } from '@/lib/token';
import { getPantryWords } from '../api/search-api';

/** The fridge search starts from these: at most this many of the pantry's items. */
const MAX_WORDS = 20;

/**
 * What the fridge search starts from for a signed-in cook with a pantry: its items as one
 * comma-joined line ('' for a visitor, an empty pantry, or a pantry that could not be read).
 */
export function usePantryWords(): string {
  const [words, setWords] = useState('');
  useEffect(() => {
    if (getToken() === null) return;
    let live = true;
    getPantryWords()
      .then((names) => {
        if (live) setWords(names.slice(0, MAX_WORDS).join(', '));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return words;
}
