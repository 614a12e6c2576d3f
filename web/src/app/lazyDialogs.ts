import { lazyDialog } from '../components/ui/lazyDialog';

/** 'Choose Your Area' (the area lists and the admin forms). */
export const LazyLocationChooser = lazyDialog(() =>
  import('./LocationChooser').then((m) => m.LocationChooser),
);

/** 'Set Manual Location'. */
export const LazyManualLocationDialog = lazyDialog(() =>
  import('../features/location/components/ManualLocationDialog').then((m) => m.ManualLocationDialog),
);
