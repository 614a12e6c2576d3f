import { lazyDialog } from '../../../components/ui/lazyDialog';

/** 'Update Profile', loaded the first time it opens (from the account menu or the phone's account card). */
export const LazyProfileDialog = lazyDialog(() => import('./ProfileDialog').then((m) => m.ProfileDialog));
