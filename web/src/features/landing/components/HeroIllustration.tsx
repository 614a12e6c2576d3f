import { Icon } from '../../../components/ui/Icon';
import * as styles from './HeroIllustration.css';

const samples = [
  {
    alias: 'Quiet Mango',
    tone: 'saffron',
    type: 'Alert',
    text: 'Water-logging near the station subway again. Take the flyover if you can.',
  },
  {
    alias: 'Monsoon Kite',
    tone: 'teal',
    type: 'Ask',
    text: 'Any good weekend tabla classes for kids nearby?',
  },
  { alias: 'Chai Owl', tone: 'plum', type: 'Tip', text: 'The Tuesday sabzi market moved one lane east.' },
] as const;

/** A decorative sketch of an area feed; it illustrates aliases and is hidden from assistive tech. */
export function HeroIllustration() {
  return (
    <div className={styles.frame} aria-hidden="true">
      <p className={styles.place}>
        <Icon name="mapPin" size={16} className={styles.placeIcon} /> Your area{' '}
        <span className={styles.placeCity}>· your city</span>
      </p>
      {samples.map((s) => (
        <div key={s.alias} className={styles.post}>
          <div className={styles.postHead}>
            <span className={`${styles.avatar} ${styles.avatarTone[s.tone]}`}>{s.alias[0]}</span>
            <span className={styles.alias}>{s.alias}</span>
            <span>· just now</span>
            <span className={styles.badge}>{s.type}</span>
          </div>
          <p className={styles.postText}>{s.text}</p>
        </div>
      ))}
    </div>
  );
}
