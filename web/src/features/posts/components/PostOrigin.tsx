import type { PostSearchHit } from '@mohalla/contracts';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import * as styles from './PostOrigin.css';

/**
 * Where a post is from, under its title where the reader may not know
 * (search results): the area, linking to its page, then its city and state.
 */
export function PostOrigin({ area, city }: Pick<PostSearchHit, 'area' | 'city'>) {
  return (
    <p className={styles.origin}>
      <Icon name="mapPin" size={14} className={styles.icon} />
      <span>
        <Link to={`/area/${area.id}`} className={styles.areaLink}>
          {area.name}
        </Link>
        {`, ${city.name}, ${city.state}`}
      </span>
    </p>
  );
}
