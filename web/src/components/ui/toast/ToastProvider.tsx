import * as RadixToast from '@radix-ui/react-toast';
import { type ReactNode, useMemo, useState } from 'react';
import { Icon } from '../Icon';
import * as styles from './Toast.css';
import { type ToastApi, ToastContext, type ToastInput } from './toastContext';

// The spec's toast constants: one at a time, 5 s on screen, swipe right past
// 50 px to dismiss, F8 jumps to the toast region.
const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

interface ShownToast extends ToastInput {
  id: number;
  open: boolean;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);

  const api = useMemo<ToastApi>(
    () => ({
      // A new id remounts the toast, so a replacement restarts its timer
      // instead of inheriting the one it displaced.
      toast: (input) => setCurrent((previous) => ({ ...input, id: (previous?.id ?? 0) + 1, open: true })),
      dismiss: () => setCurrent((previous) => (previous ? { ...previous, open: false } : previous)),
    }),
    [],
  );

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={DURATION_MS}
        swipeDirection="right"
        swipeThreshold={SWIPE_THRESHOLD_PX}
        label="Notification"
      >
        {children}
        {current ? (
          <RadixToast.Root
            key={current.id}
            open={current.open}
            onOpenChange={(open) => {
              if (!open) api.dismiss();
            }}
            type={current.tone === 'danger' ? 'foreground' : 'background'}
            className={`${styles.root} ${current.tone === 'danger' ? styles.danger : ''}`}
          >
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>{current.title}</RadixToast.Title>
              {current.description ? (
                <RadixToast.Description className={styles.description}>
                  {current.description}
                </RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label="Dismiss notification">
              <Icon name="close" size={16} />
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className={styles.viewport} hotkey={['F8']} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
