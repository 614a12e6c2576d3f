import { Spinner } from '../ui/Spinner';
import * as styles from './FullScreenLoader.css';

/** Stands in for the whole app while its first screen (code or identity) is loading. */
export function FullScreenLoader() {
  return (
    <div className={styles.screen}>
      <Spinner label="Loading..." />
    </div>
  );
}
