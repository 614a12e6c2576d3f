import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import * as styles from './SearchBox.css';

interface SearchBoxProps {
  /** The query in the address; the box follows it (e.g. on Back). */
  query: string;
  /** Called with the box's text on submit, and with '' on clear. */
  onSearch: (query: string) => void;
}

/** The search page's query box: Enter or Search submits; the clear button empties it and the search. */
export function SearchBox({ query, onSearch }: SearchBoxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(query);
  // Follow the address when it changes under the box (Back, or the header's search).
  const [shown, setShown] = useState(query);
  if (query !== shown) {
    setShown(query);
    setText(query);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };

  const clear = () => {
    setText('');
    onSearch('');
    input.current?.focus();
  };

  return (
    <search className={styles.root}>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={id} className={styles.label}>
          Search posts
        </label>
        <div className={styles.control}>
          <Icon name="search" size={18} className={styles.icon} />
          <input
            id={id}
            ref={input}
            type="search"
            className={styles.input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search posts by title or text..."
            enterKeyHint="search"
            autoComplete="off"
          />
          {text === '' ? null : (
            <button type="button" className={styles.clear} onClick={clear} aria-label="Clear search">
              <Icon name="close" size={18} />
            </button>
          )}
        </div>
        <Button type="submit">Search</Button>
      </form>
    </search>
  );
}
