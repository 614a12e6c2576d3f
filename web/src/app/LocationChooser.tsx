import { useCurrentUser } from '../features/identity/hooks/useCurrentUser';
import { CurrentLocationBlock } from '../features/location/components/CurrentLocationBlock';
import { useLocationState } from '../features/location/hooks/useLocationState';
import { AreaChooserDialog } from '../features/places/components/AreaChooserDialog';

interface LocationChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens 'Set Manual Location'. */
  onEnterManually: () => void;
}

/**
 * 'Choose Your Area' with the detected location on top and, for admins, the
 * management mode (the server checks the role again).
 */
export function LocationChooser({ open, onOpenChange, onEnterManually }: LocationChooserProps) {
  const user = useCurrentUser();
  const { selectCity } = useLocationState();
  const isAdmin = user.status === 'signedIn' && user.user.roles.includes('admin');
  return (
    <AreaChooserDialog
      open={open}
      onOpenChange={onOpenChange}
      locationPanel={<CurrentLocationBlock onEnterManually={onEnterManually} />}
      canManage={isAdmin}
      onCityChosen={(city) => selectCity({ name: city.name, state: city.state })}
    />
  );
}
