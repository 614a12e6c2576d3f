import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { AppHeader } from '../../components/layout/AppHeader';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Icon } from '../../components/ui/Icon';
import { Spinner } from '../../components/ui/Spinner';
import { StateMessage } from '../../components/ui/StateMessage';
import { AccountActions } from '../../features/identity/components/AccountActions';
import { areaQuery } from '../../features/places/api/placesQueries';
import { AreaChooserDialog } from '../../features/places/components/AreaChooserDialog';
import { AreaOverview } from '../../features/places/components/AreaOverview';
import { formatHeaderLocation } from '../../features/places/formatLocation';
import * as styles from './AreaRoute.css';

/** /area/:areaId. For now the area's identity; threads and chat join it in later issues. */
export function AreaRoute() {
  const { areaId = '' } = useParams();
  const area = useQuery({ ...areaQuery(areaId), enabled: areaId !== '' });
  const [chooserOpen, setChooserOpen] = useState(false);
  const location = useLocation();

  const actions = (
    <>
      <Button variant="secondary" size="sm" onClick={() => setChooserOpen(true)}>
        Change area
      </Button>
      <AccountActions returnTo={`${location.pathname}${location.search}`} />
    </>
  );

  return (
    <div className={styles.page}>
      <AppHeader
        locationText={area.data ? formatHeaderLocation(area.data) : 'Detecting...'}
        actions={actions}
      />
      {area.isError ? (
        <main id="main" className={styles.centred}>
          <title>Error Loading Community · Mohalla</title>
          <StateMessage
            role="alert"
            tone="danger"
            icon="alert"
            headingLevel="h1"
            title="Error Loading Community"
            description="Failed to load community data"
            action={
              <ButtonLink to="/">
                <Icon name="home" size={18} /> Go Home
              </ButtonLink>
            }
          />
        </main>
      ) : area.data ? (
        <main id="main" className={styles.main}>
          <title>{`${area.data.name}, ${area.data.city.name} · Mohalla`}</title>
          <AreaOverview area={area.data} />
        </main>
      ) : (
        <main id="main" className={styles.centred}>
          <Spinner label="Loading community..." />
        </main>
      )}
      <SiteFooter />
      <AreaChooserDialog open={chooserOpen} onOpenChange={setChooserOpen} />
    </div>
  );
}
