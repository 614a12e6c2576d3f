import type { TopicDto } from '@mohalla/contracts';
import * as styles from './CreatePostDialog.css';

interface TopicPickerProps {
  topics: readonly TopicDto[];
  /** '' for no topic. */
  value: string;
  onChange: (topicId: string) => void;
}

/** Step 2: one of the eight topics, or none. */
export function TopicPicker({ topics, value, onChange }: TopicPickerProps) {
  const options = [{ id: '', name: 'No topic', color: undefined }, ...topics];
  return (
    <div className={styles.topics}>
      {options.map((topic) => (
        <label key={topic.id || 'none'} className={styles.topicOption}>
          <input
            type="radio"
            name="post-topic"
            value={topic.id}
            className={styles.radioInput}
            checked={value === topic.id}
            onChange={() => onChange(topic.id)}
          />
          {topic.color ? (
            <span className={styles.dot} style={{ background: topic.color }} aria-hidden="true" />
          ) : null}
          {topic.name}
        </label>
      ))}
    </div>
  );
}
