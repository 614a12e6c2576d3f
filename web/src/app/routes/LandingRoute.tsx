import { useQueryClient } from '@tanstack/react-query';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { ProfileMenu } from '../../features/identity/components/ProfileMenu';
import { useCurrentUser } from '../../features/identity/hooks/useCurrentUser';
import { ClosingCta } from '../../features/landing/components/ClosingCta';
import { FeaturesGrid } from '../../features/landing/components/FeaturesGrid';
import { Hero } from '../../features/landing/components/Hero';
import { LandingTopBar } from '../../features/landing/components/LandingTopBar';
import { LocationDebugPanel } from '../../features/location/components/LocationDebugPanel';
import { citiesQuery } from '../../features/places/api/placesQueries';
import { LazySubstitutionDialog } from '../join/lazySubstitutionDialog';
import { useJoinFlow } from '../join/useJoinFlow';
import { LazyLocationChooser, LazyManualLocationDialog } from '../lazyDialogs';

/**
 * The landing page composes the landing, identity, location and places
 * features (which never import each other). 'Join Community Chat' runs the
 * spec's join flow: detect, match, auto-create once, or ask.
 */
export function LandingRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { join, busy, manual, chooser, substitution } = useJoinFlow();

  const signedIn = user.status === 'signedIn';
  // Joining may end in the chooser: its code and the cities start loading on intent.
  const warmJoin = () => {
    LazyLocationChooser.preload();
    void queryClient.prefetchQuery(citiesQuery());
  };

  return (
    <>
      <title>Mohalla: Connect with Your Neighbors Anonymously</title>
      <LandingTopBar signedIn={signedIn} onJoin={join} account={<ProfileMenu />} />
      <main id="main">
        <Hero onJoin={join} onJoinIntent={warmJoin} signedIn={signedIn} busy={busy} />
        <FeaturesGrid />
        {/* Its one action is 'Sign In'. */}
        {signedIn ? null : <ClosingCta />}
      </main>
      <SiteFooter />
      <LocationDebugPanel />
      <LazyManualLocationDialog {...manual} />
      <LazyLocationChooser {...chooser} />
      <LazySubstitutionDialog {...substitution} />
    </>
  );
}
