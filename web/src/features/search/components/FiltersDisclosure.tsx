import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import * as styles from './FiltersDisclosure.css';

interface FiltersDisclosureProps {
  /** How many filters are set, shown on the button so folded filters are not forgotten. */
  activeCount: number;
  children: ReactNode;
}

/**
 * Phones and tablets, where the filter panel would sit above the results and
 * push them off the first screen: a 'Filters (n)' button that unfolds the
 * panel in place. Desktop: the panel beside the results, the button hidden
 * (both by CSS, so the first paint is already right for the screen).
 */
export function FiltersDisclosure({ activeCount, children }: FiltersDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <div className={styles.toggleRow}>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
          <Icon name="chevronDown" size={16} className={open ? styles.chevronOpen : styles.chevron} />
        </Button>
      </div>
      <div id={panelId} className={open ? styles.panelOpen : styles.panelFolded}>
        {children}
      </div>
    </>
  );
}
