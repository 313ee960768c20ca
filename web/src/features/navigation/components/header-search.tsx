import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';

/** The header's search box on wide screens: it opens the search page with the text in its address. */
export function HeaderSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate(q ? `${paths.search}?${new URLSearchParams({ q }).toString()}` : paths.search);
    setText('');
  };
  return (
    <form role="search" className="header-search" onSubmit={onSubmit}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search all recipes
      </label>
      <SearchInput
        block="header-search"
        iconSize={18}
        id={`${id}-q`}
        placeholder="Search recipes"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
