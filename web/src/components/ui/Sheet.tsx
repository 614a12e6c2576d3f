import { OverlayFrame, type OverlayProps } from './OverlayFrame';
import * as styles from './Sheet.css';

interface SheetProps extends Omit<OverlayProps, 'description'> {
  /** Which edge it slides in from. */
  side?: 'left' | 'right';
}

/** A slide-in panel (a modal dialog underneath: focus trapped, Escape closes it). */
export function Sheet({ side = 'right', ...overlay }: SheetProps) {
  return (
    <OverlayFrame {...overlay} styles={styles} contentClassName={`${styles.content} ${styles.side[side]}`} />
  );
}
