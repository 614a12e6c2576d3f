import { type ComponentType, type JSXElementConstructor, lazy, Suspense, useState } from 'react';

interface OpenedOnceProps<Props> {
  dialog: JSXElementConstructor<Props>;
  props: Props & { open: boolean };
}

/** Renders nothing until the dialog first opens, and the dialog from then on. */
function MountWhenFirstOpened<Props>({ dialog: Dialog, props }: OpenedOnceProps<Props>) {
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/**
 * A dialog whose code loads the first time it opens, not with the page that
 * holds it (its own content, and Radix's dialog code where nothing else on
 * the page holds an overlay). Once opened it stays mounted, so closing still
 * animates and returns focus. `preload()` starts the fetch early, when
 * opening is likely (pointer over or focus on what opens it). Call it once,
 * at module level.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchCode = () => {
    loading ??= load();
    return loading;
  };
  const dialog = lazy(async () => ({ default: await fetchCode() }));
  return Object.assign((props: Props) => <MountWhenFirstOpened dialog={dialog} props={props} />, {
    preload: () => void fetchCode(),
  });
}
