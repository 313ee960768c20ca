import { tokens } from '../labels/normalise';

/**
 * One spelling for the singular and plural of a word, so that "chillies" meets "chilli",
 * "berries" meets "berry" and "leaves" meets "leaf". Not English, only a key both sides share.
 */
export function wordKey(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}i`;
  if (word.endsWith('y')) return `${word.slice(0, -1)}i`;
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('ve') || word.endsWith('fe')) return `${word.slice(0, -2)}f`;
  if (/(?:oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export const keysOf = (text: string): string[] => tokens(text).map(wordKey);
export const phraseKey = (text: string): string => keysOf(text).join(' ');
