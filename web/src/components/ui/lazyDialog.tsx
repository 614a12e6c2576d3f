import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads the first time it opens, not with the page that
 * holds it (Radix's dialog machinery and the dialog's own content stay out
 * of the first load). Once opened it stays mounted, so closing still
 * animates and returns focus. `preload()` starts the fetch early, when
 * opening is likely (pointer over or focus on what opens it).
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchCode = () => {
    loading ??= load();
    return loading;
  };
  const Dialog = lazy(async () => ({ default: await fetchCode() }));

  function LazyDialog(props: Props) {
    const [everOpened, setEverOpened] = useState(props.open);
    if (props.open && !everOpened) setEverOpened(true);
    if (!everOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, { preload: () => void fetchCode() });
}
