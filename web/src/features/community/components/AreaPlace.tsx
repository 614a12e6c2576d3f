import { Icon } from '../../../components/ui/Icon';

/** Where the area is ('City, State') behind a map pin, under its name in the sidebar and the phone menu. */
export function AreaPlace({ place, className }: { place: string; className: string }) {
  return (
    <p className={className}>
      <Icon name="mapPin" size={16} />
      {place}
    </p>
  );
}
