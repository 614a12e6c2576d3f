import { MediaTile } from './MediaTile';
import * as styles from './PostMedia.css';

interface PostMediaProps {
  urls: readonly string[];
}

/** A post's or reply's media as a grid whose columns follow the number of items. */
export function PostMedia({ urls }: PostMediaProps) {
  const columns = Math.min(urls.length, 5) as 1 | 2 | 3 | 4 | 5;
  return (
    <ul className={`${styles.grid} ${styles.columns[columns]}`} aria-label={`${urls.length} attached media`}>
      {urls.map((url, index) => (
        <li key={url} className={urls.length === 1 ? `${styles.tile} ${styles.single}` : styles.tile}>
          <MediaTile url={url} index={index} single={urls.length === 1} />
        </li>
      ))}
    </ul>
  );
}
