import { lazyDialog } from '../../../components/ui/lazyDialog';

/** 'Delete my account', loaded the first time it opens (from the account menu or the phone's account card). */
export const LazyEraseAccountDialog = lazyDialog(() =>
  import('./EraseAccountDialog').then((m) => m.EraseAccountDialog),
);
