import type { InputHTMLAttributes } from 'react';
import { SearchIcon } from './icons';

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The magnifier's class and size, beside the box. */
  iconClassName: string;
  iconSize: number;
  /** Added to the box's own `input` class. */
  className: string;
}

/**
 * A search box with its magnifier: free text (no autofill), and the keyboard's enter key reads
 * "search". The label and the form around it are the caller's.
 */
export function SearchInput({ iconClassName, iconSize, className, ...input }: SearchInputProps) {
  return (
    <>
      <SearchIcon className={iconClassName} size={iconSize} />
      <input {...input} className={`input ${className}`} type="search" autoComplete="off" enterKeyHint="search" />
    </>
  );
}
