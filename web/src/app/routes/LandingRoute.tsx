import { useQueryClient } from '@tanstack/react-query';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { ProfileMenu } from '../../features/identity/components/ProfileMenu';
import { useCurrentUser } from '../../features/identity/hooks/useCurrentUser';
import { ClosingCta } from '../../features/landing/components/ClosingCta';
import { FeaturesGrid } from '../../features/landing/components/FeaturesGrid';
import { Hero } from '../../features/landing/components/Hero';
import { LandingTopBar } from '../../features/landing/components/LandingTopBar';
import { LocationDebugPanel } from '../../features/location/components/LocationDebugPanel';
import { ManualLocationDialog } from '../../features/location/components/ManualLocationDialog';
import { citiesQuery } from '../../features/places/api/placesQueries';
import { useJoinFlow } from '../join/useJoinFlow';
import { LocationChooser } from '../LocationChooser';

/**
 * The landing page composes the landing, identity, location and places
 * features (which never import each other). 'Join Community Chat' runs the
 * spec's join flow: detect, match, auto-create once, or ask.
 */
export function LandingRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { join, busy, manual, chooser } = useJoinFlow();

  const signedIn = user.status === 'signedIn';
  const warmCities = () => void queryClient.prefetchQuery(citiesQuery());

  return (
    <>
      <title>Mohalla: Connect with Your Neighbors Anonymously</title>
      <LandingTopBar signedIn={signedIn} onJoin={join} account={<ProfileMenu />} />
      <main id="main">
        <Hero onJoin={join} onJoinIntent={warmCities} signedIn={signedIn} busy={busy} />
        <FeaturesGrid />
        {/* Its one action is 'Sign In'. */}
        {signedIn ? null : <ClosingCta />}
      </main>
      <SiteFooter />
      <LocationDebugPanel />
      <ManualLocationDialog {...manual} />
      <LocationChooser {...chooser} />
    </>
  );
}
