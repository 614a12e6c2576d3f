import { PostCard } from '../../features/posts/components/PostCard';
import { SearchPage } from '../../features/search/components/SearchPage';
import { MainHeader } from '../MainHeader';
import * as styles from './SearchRoute.css';

/** /search?q=: the header, then the search page, its hits drawn as the threads' post cards. */
export function SearchRoute() {
  return (
    <div className={styles.page}>
      <MainHeader />
      <main id="main" className={styles.main}>
        <SearchPage renderHit={(hit, marked) => <PostCard post={hit} marked={marked} headingLevel="h2" />} />
      </main>
    </div>
  );
}
