import { Icon, type IconName } from '../../../components/ui/Icon';
import { focusElement } from './focusElement';
import * as styles from './PlaceOption.css';

interface PlaceOptionProps {
  icon: IconName;
  title: string;
  subtitle?: string;
  meta?: string;
  onSelect: () => void;
  /** Take focus when mounted (used to restore focus after a view change). */
  focusOnMount?: boolean;
}

/** One choosable city or area: a real button, so Tab, Enter and Space just work. */
export function PlaceOption({ icon, title, subtitle, meta, onSelect, focusOnMount }: PlaceOptionProps) {
  return (
    <button
      type="button"
      className={styles.option}
      onClick={onSelect}
      ref={focusOnMount ? focusElement : undefined}
    >
      <span className={styles.iconBadge}>
        <Icon name={icon} />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      </span>
      {meta ? <span className={styles.meta}>{meta}</span> : null}
      <Icon name="chevronRight" size={18} className={styles.chevron} />
    </button>
  );
}
