import * as styles from './Dialog.css';
import { OverlayFrame, type OverlayProps } from './OverlayFrame';

interface DialogProps extends OverlayProps {
  /** A wider card on tablets and up, for long forms. */
  wide?: boolean;
}

/** A modal dialog: a centred card with a title, an optional description and the form or text. */
export function Dialog({ wide = false, ...overlay }: DialogProps) {
  return (
    <OverlayFrame
      {...overlay}
      styles={styles}
      contentClassName={wide ? `${styles.content} ${styles.wide}` : styles.content}
    />
  );
}
