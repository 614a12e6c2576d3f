import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from './Dialog.css';
import { OverlayClose } from './OverlayClose';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Required: Radix announces it as the dialog's accessible name. */
  title: string;
  description?: string;
  /** A wider card on tablets and up, for long forms. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: focus trapped inside, Escape and the close button dismiss it,
 * focus returns to whatever opened it.
 */
export function Dialog({ open, onOpenChange, title, description, wide = false, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={wide ? `${styles.content} ${styles.wide}` : styles.content}
          // Without a description Radix expects an explicit opt-out.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <OverlayClose />
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
