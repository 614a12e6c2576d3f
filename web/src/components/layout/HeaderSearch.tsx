import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../ui/Icon';
import * as styles from './HeaderSearch.css';

interface HeaderSearchProps {
  /** Called after a search starts (the mobile menu closes itself). */
  onSearch?: () => void;
  className?: string;
}

/** The header's post search: Enter with some text goes to /search?q=… */
export function HeaderSearch({ onSearch, className }: HeaderSearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query === '') return;
    navigate(`/search?q=${encodeURIComponent(query)}`);
    onSearch?.();
  };

  return (
    <search className={[styles.form, className].filter(Boolean).join(' ')}>
      <form className={styles.inner} onSubmit={submit}>
        <Icon name="search" size={16} className={styles.icon} />
        <input
          type="search"
          className={styles.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search threads..."
          aria-label="Search threads"
          enterKeyHint="search"
        />
      </form>
    </search>
  );
}
