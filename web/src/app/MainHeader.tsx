import type { AreaDto } from '@mohalla/contracts';
import { memo, useState } from 'react';
import { useLocation } from 'react-router';
import { AppHeader } from '../components/layout/AppHeader';
import { MobileMenu } from '../components/layout/MobileMenu';
import { OnlineUsersList } from '../features/community/components/OnlineUsersList';
import { AccountActions } from '../features/identity/components/AccountActions';
import { MobileAccountCard } from '../features/identity/components/MobileAccountCard';
import { formatPlaceHeader } from '../features/location/formatDetectedLocation';
import { useLocationState } from '../features/location/hooks/useLocationState';
import { formatHeaderLocation } from '../features/places/formatLocation';
import { LazySubstitutionDialog } from './join/lazySubstitutionDialog';
import { useJoinFlow } from './join/useJoinFlow';
import { LazyLocationChooser, LazyManualLocationDialog } from './lazyDialogs';

const UNKNOWN_LOCATION = 'Location unknown';

interface MainHeaderProps {
  /** The area being viewed, on an area page. */
  area?: AreaDto | undefined;
}

/**
 * The header of every main screen. Location text, in the spec's order: the
 * area's state and city on an area page, else the picked city, else the
 * detected location, else 'Detecting...' while detecting and, when nothing
 * is (issue 21 point 4), 'Location unknown' rather than a word that promises work.
 * Memoised: its page re-renders as its reads arrive; the header follows its own state.
 */
export const MainHeader = memo(function MainHeader({ area }: MainHeaderProps) {
  const { selectedCity, location, status } = useLocationState();
  const here = useLocation();
  const { manual, chooser, substitution } = useJoinFlow();
  const openChooser = () => chooser.onOpenChange(true);
  const [menuOpen, setMenuOpen] = useState(false);
  const returnTo = `${here.pathname}${here.search}`;

  const locationText = area
    ? formatHeaderLocation(area)
    : selectedCity
      ? formatPlaceHeader(selectedCity)
      : location
        ? formatPlaceHeader(location)
        : status === 'detecting'
          ? 'Detecting...'
          : UNKNOWN_LOCATION;

  return (
    <>
      <AppHeader
        locationText={locationText}
        onLocationClick={openChooser}
        onLocationIntent={LazyLocationChooser.preload}
        actions={<AccountActions returnTo={returnTo} />}
        onMenuClick={() => setMenuOpen(true)}
      />
      <MobileMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        onLocation={openChooser}
        onlineUsers={<OnlineUsersList areaId={area?._id ?? null} />}
        account={<MobileAccountCard returnTo={returnTo} onAction={() => setMenuOpen(false)} />}
      />
      <LazyLocationChooser {...chooser} />
      <LazyManualLocationDialog {...manual} />
      <LazySubstitutionDialog {...substitution} />
    </>
  );
});
