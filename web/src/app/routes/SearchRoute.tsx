import { SearchPage } from '../../features/search/components/SearchPage';
import { MainHeader } from '../MainHeader';
import * as styles from './SearchRoute.css';

/** /search?q=: the header, then the search page. */
export function SearchRoute() {
  return (
    <div className={styles.page}>
      <MainHeader />
      <main id="main" className={styles.main}>
        <SearchPage />
      </main>
    </div>
  );
}
