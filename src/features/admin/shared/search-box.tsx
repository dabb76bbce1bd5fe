// The search box of a list: the address follows the typing after a short pause (and at once on Enter),
// so the list is fetched once per pause rather than per key.
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export const SEARCH_DELAY_MS = 350;

export interface SearchBoxProps {
  /** The search in the address. */
  value: string;
  /** Called with the new search after a pause, on Enter, or with '' on Clear. */
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
}

export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const later = useDebouncedCallback((next: string) => onSearch(next.trim()), SEARCH_DELAY_MS);
  // The address changed elsewhere (back button, a filter link): show its search.
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      onChange={(event) => {
        setText(event.currentTarget.value);
        later(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          later.cancel();
          onSearch(text.trim());
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            onClick={() => {
              later.cancel();
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      miw={260}
      style={{ flex: 1 }}
    />
  );
}
