import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SearchInput } from '@/components/search-input';
import { SEARCH_DEBOUNCE_MS } from '@/config/constants';
import { preloadValidation } from '@/lib/validation';
import type { SearchFilters } from '../api/search-api';
import { searchStore, useSearchStore } from '../stores/search-store';

/** Search as you type (debounced) and on submit; the validation message sits under the bar. */
export function SearchBar({ filters }: { filters: SearchFilters }) {
  const id = useId();
  const {
    searchInput: storedInput,
    inputError,
    submitSearch,
  } = useSearchStore('searchInput', 'inputError', 'submitSearch');
  const [draft, setDraft] = useState(storedInput);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // The text was replaced elsewhere (a filter chip taken back): show it, and drop a pending keystroke.
  useEffect(
    () =>
      searchStore.subscribe((state, previous) => {
        if (state.textRevision === previous.textRevision) return;
        clearTimeout(timer.current);
        setDraft(state.searchInput);
      }),
    [],
  );

  const onChange = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void submitSearch(value, filters), SEARCH_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    void submitSearch(draft, filters);
  };

  const errorId = `${id}-error`;
  return (
    <form role="search" className="search-bar" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search recipes
      </label>
      <div className="search-bar__field">
        <SearchInput
          block="search-bar"
          iconSize={20}
          id={`${id}-input`}
          name="searchInput"
          placeholder="Search Recipes..."
          value={draft}
          onFocus={preloadValidation}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={inputError ? true : undefined}
          aria-describedby={inputError ? errorId : undefined}
        />
        <button type="submit" className="button button--primary search-bar__submit">
          Search
        </button>
      </div>
      <p id={errorId} className="field__error search-bar__error" role="alert">
        {inputError}
      </p>
    </form>
  );
}
