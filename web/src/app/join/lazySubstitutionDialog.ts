import { lazyDialog } from '../../components/ui/lazyDialog';

/** "<Area> isn't on Mohalla yet": loaded the first time a substitution is offered. */
export const LazySubstitutionDialog = lazyDialog(() =>
  import('./SubstitutionDialog').then((m) => m.SubstitutionDialog),
);
