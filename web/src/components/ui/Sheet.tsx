import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { OverlayClose } from './OverlayClose';
import * as styles from './Sheet.css';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Which edge it slides in from. */
  side?: 'left' | 'right';
  children: ReactNode;
}

/** A slide-in panel (a modal dialog underneath: focus trapped, Escape closes it). */
export function Sheet({ open, onOpenChange, title, side = 'right', children }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles.side[side]}`}
          aria-describedby={undefined}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <OverlayClose />
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
