import { lazyDialog } from '../../../components/ui/lazyDialog';

/**
 * 'Create a New Post', loaded the first time it opens (the FAB, the threads list's
 * button, the phone's community menu): its steps, the upload code and the shared
 * content rules stay out of the area page's first load.
 */
export const LazyCreatePostDialog = lazyDialog(() =>
  import('./CreatePostDialog').then((m) => m.CreatePostDialog),
);
