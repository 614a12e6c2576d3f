import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import { OverlayClose } from './OverlayClose';
import { focusBeforeOpening, focusPageHeading, rememberOpener, returnTargetFor } from './returnFocus';

export interface OverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Required: Radix announces it as the overlay's accessible name. */
  title: string;
  description?: string | undefined;
  children: ReactNode;
}

interface OverlayFrameProps extends OverlayProps {
  /** The overlay's own look for each part (a dialog's or a sheet's style module). */
  styles: { overlay: string; header: string; title: string; description?: string; body: string };
  contentClassName: string;
}

/**
 * The Radix modal that the dialog and the sheet both are: a backdrop, then the content
 * (focus trapped, Escape closes it, focus returns to whatever opened it, trigger or
 * not: see returnFocus) with a header
 * holding the title, the description if any and the close button, then the body.
 */
export function OverlayFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  styles,
  contentClassName,
}: OverlayFrameProps) {
  const opener = useRef<Element | null>(null);
  // Before Radix moves focus into the content (its own effects run after this one).
  useLayoutEffect(() => {
    if (open) opener.current = focusBeforeOpening();
  }, [open]);
  // Stable, so React attaches it once per content element rather than on every render.
  const registerContent = useCallback((content: HTMLDivElement | null) => {
    if (content) rememberOpener(content, opener);
  }, []);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={contentClassName}
          ref={registerContent}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Focus already taken elsewhere (the heading of a page the dialog led to) stays.
            const active = document.activeElement;
            if (active && active !== document.body && active.isConnected) return;
            const target = returnTargetFor(opener.current);
            if (target) target.focus();
            else focusPageHeading();
          }}
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
