import type { DiffPart } from '@mohalla/contracts';
import * as styles from './DiffText.css';

/** A word-level difference: deleted words struck through, added words marked. */
export function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <p className={styles.text}>
      {parts.map((part, index) =>
        part.op === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <del key={index} className={styles.removed}>
            {part.text}
          </del>
        ) : part.op === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <ins key={index} className={styles.added}>
            {part.text}
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
