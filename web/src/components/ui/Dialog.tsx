import * as styles from './Dialog.css';
import { OverlayFrame, type OverlayProps } from './OverlayFrame';

interface DialogProps extends OverlayProps {
  /** A wider card on tablets and up, for long forms. */
  wide?: boolean;
  /** Work under way (a save): closing is refused until it is done, so it cannot be lost. */
  busy?: boolean;
}

/** A modal dialog: a centred card with a title, an optional description and the form or text. */
export function Dialog({ wide = false, busy = false, onOpenChange, ...overlay }: DialogProps) {
  return (
    <OverlayFrame
      {...overlay}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      styles={styles}
      contentClassName={wide ? `${styles.content} ${styles.wide}` : styles.content}
    />
  );
}
