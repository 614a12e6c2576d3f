import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorScreen } from '../../components/layout/ErrorScreen';
import { Spinner } from '../../components/ui/Spinner';
import { useRequireAuth } from '../../features/identity/hooks/useRequireAuth';
import { areaQuery } from '../../features/places/api/placesQueries';
import { formatCityState } from '../../features/places/formatLocation';
import { LazyCreatePostDialog } from '../../features/posts/components/LazyCreatePostDialog';
import { rememberSearchArea } from '../../features/search';
import { MainHeader } from '../MainHeader';
import * as styles from './AreaRoute.css';
import { AreaPage } from './area/AreaPage';
import { useVisualViewportBox } from './area/useVisualViewportBox';
import { GoHomeLink } from './GoHomeLink';

/** /area/:areaId: the area's community (topic sidebar, Threads and Chat tabs). */
export function AreaRoute() {
  const { areaId = '' } = useParams();
  const area = useQuery({ ...areaQuery(areaId), enabled: areaId !== '' });
  const requireAuth = useRequireAuth('create a post');
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(false);
  // On the Chat tab a phone's page is the visual viewport (AreaRoute.css: chatting).
  const chatting = area.data !== undefined && params.get('tab') === 'chat';
  const pageRef = useRef<HTMLDivElement>(null);
  useVisualViewportBox(pageRef, chatting);
  // The area opened last is where the search page looks first.
  useEffect(() => {
    if (area.data) rememberSearchArea(area.data._id);
  }, [area.data]);

  // Guests are asked to sign in first.
  // Stable, so the memoised threads list is not drawn again when the page re-renders.
  const createThread = useCallback(() => {
    if (requireAuth()) setCreating(true);
  }, [requireAuth]);

  return (
    <div ref={pageRef} className={chatting ? `${styles.page} ${styles.chatting}` : styles.page}>
      <MainHeader area={area.data} />
      {area.isError ? (
        <ErrorScreen
          className={styles.centred}
          title="Error Loading Community"
          description="Failed to load community data"
          action={<GoHomeLink />}
        />
      ) : area.data ? (
        <main id="main" className={styles.main}>
          <title>{`${area.data.name}, ${area.data.city.name} · Mohalla`}</title>
          <AreaPage area={area.data} place={formatCityState(area.data)} onCreateThread={createThread} />
          <LazyCreatePostDialog
            area={area.data}
            open={creating}
            onOpenChange={setCreating}
            topicId={params.get('topic')}
          />
        </main>
      ) : (
        <main id="main" className={styles.centred}>
          <Spinner label="Loading community..." />
        </main>
      )}
    </div>
  );
}
