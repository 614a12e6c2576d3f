import type { TopicDto } from '@mohalla/contracts';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import * as styles from './TopicFilter.css';

interface TopicFilterProps {
  topics: readonly TopicDto[];
  /** Post count per topic id; absent while the numbers are unknown. */
  counts: ReadonlyMap<string, number> | null;
  /**
   * Every post in the area, for 'All Topics': not the sum of the topic
   * counts, since a post need not have a topic and All Topics lists it too.
   */
  total: number | null;
  selected: string | null;
  onSelect: (topicId: string | null) => void;
}

/** 'Popular Topics': All Topics plus each topic with its post count. */
export function TopicFilter({ topics, counts, total, selected, onSelect }: TopicFilterProps) {
  const options = [
    { id: null, name: 'All Topics', color: undefined, count: total },
    ...topics.map((t) => ({
      id: t.id,
      name: t.name,
      color: t.color,
      count: counts ? (counts.get(t.id) ?? 0) : null,
    })),
  ];
  return (
    <ul className={styles.list}>
      {options.map((option) => (
        <li key={option.id ?? 'all'}>
          <button
            type="button"
            className={styles.option}
            aria-pressed={selected === option.id}
            onClick={() => onSelect(option.id)}
          >
            {/* A colour dot, not the topic's emoji: emoji fonts are missing on many machines. */}
            <span
              className={styles.dot}
              aria-hidden="true"
              style={{ background: option.color ?? 'currentColor' }}
            />
            <span className={styles.name}>{option.name}</span>
            {option.count === null ? null : (
              <span className={styles.count}>
                {option.count}
                <VisuallyHidden> posts</VisuallyHidden>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
