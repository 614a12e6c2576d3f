import { POST_TYPES, type PostType } from '@mohalla/contracts';
import { POST_TYPE_INFO } from '../postTypes';
import * as styles from './CreatePostDialog.css';

interface PostTypePickerProps {
  value: PostType;
  onChange: (type: PostType) => void;
}

/** Step 1: Ask, Experience, Alert or Tip, each with what it is for. */
export function PostTypePicker({ value, onChange }: PostTypePickerProps) {
  return (
    <div className={styles.typeGrid}>
      {POST_TYPES.map((type) => (
        <label key={type} className={styles.typeOption}>
          <input
            type="radio"
            name="post-type"
            value={type}
            className={styles.radioInput}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span className={styles.typeLabel}>{POST_TYPE_INFO[type].label}</span>
          <span className={styles.typeDescription}>{POST_TYPE_INFO[type].description}</span>
        </label>
      ))}
    </div>
  );
}
