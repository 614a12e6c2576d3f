import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SiteFooter } from '../../components/layout/SiteFooter';
import { ProfileMenu } from '../../features/identity/components/ProfileMenu';
import { useCurrentUser } from '../../features/identity/hooks/useCurrentUser';
import { ClosingCta } from '../../features/landing/components/ClosingCta';
import { FeaturesGrid } from '../../features/landing/components/FeaturesGrid';
import { Hero } from '../../features/landing/components/Hero';
import { LandingTopBar } from '../../features/landing/components/LandingTopBar';
import { citiesQuery } from '../../features/places/api/placesQueries';
import { AreaChooserDialog } from '../../features/places/components/AreaChooserDialog';

/**
 * The landing page composes the landing, identity and places features (which
 * never import each other). 'Join Community Chat' opens the area chooser; the
 * geolocation-driven join flow of the spec replaces this in a later issue.
 */
export function LandingRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [chooserOpen, setChooserOpen] = useState(false);

  const signedIn = user.status === 'signedIn';
  const openChooser = () => setChooserOpen(true);
  const warmCities = () => void queryClient.prefetchQuery(citiesQuery());

  return (
    <>
      <title>Mohalla: Connect with Your Neighbors Anonymously</title>
      <LandingTopBar signedIn={signedIn} onJoin={openChooser} account={<ProfileMenu />} />
      <main id="main">
        <Hero onJoin={openChooser} onJoinIntent={warmCities} signedIn={signedIn} />
        <FeaturesGrid />
        {/* Its one action is 'Sign In'. */}
        {signedIn ? null : <ClosingCta />}
      </main>
      <SiteFooter />
      <AreaChooserDialog open={chooserOpen} onOpenChange={setChooserOpen} />
    </>
  );
}
