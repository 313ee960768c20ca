import type { InputHTMLAttributes } from 'react';
import { SearchIcon } from './icons';

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The stylesheet block of the form around it: the magnifier is `<block>__icon`, the box `<block>__input`. */
  block: string;
  /** The magnifier's size, beside the box. */
  iconSize: number;
}

/**
 * A search box with its magnifier: free text (no autofill), and the keyboard's enter key reads
 * "search". The label and the form around it are the caller's.
 */
export function SearchInput({ block, iconSize, ...input }: SearchInputProps) {
  return (
    <>
      <SearchIcon className={`${block}__icon`} size={iconSize} />
      <input {...input} className={`input ${block}__input`} type="search" autoComplete="off" enterKeyHint="search" />
    </>
  );
}
