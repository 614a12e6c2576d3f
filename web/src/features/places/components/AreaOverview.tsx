import { type AreaDto, TOPICS } from '@mohalla/contracts';
import { Icon } from '../../../components/ui/Icon';
import { formatCityState } from '../formatLocation';
import * as styles from './AreaOverview.css';

interface AreaOverviewProps {
  area: AreaDto;
}

/** The area's identity. Threads, chat and the topic sidebar build on this in later issues. */
export function AreaOverview({ area }: AreaOverviewProps) {
  return (
    <>
      <section className={styles.band} aria-labelledby="area-name">
        <div className={styles.inner}>
          <p className={styles.eyebrow}>Neighbourhood community</p>
          <h1 id="area-name" className={styles.name}>
            {area.name}
          </h1>
          <p className={styles.place}>
            <Icon name="mapPin" size={18} />
            {formatCityState(area)}
          </p>
        </div>
      </section>
      <div className={styles.body}>
        <section className={styles.card} aria-labelledby="area-welcome">
          <h2 id="area-welcome" className={styles.cardTitle}>
            Welcome to {area.name}
          </h2>
          <p className={styles.cardText}>
            This is the home of the {area.name} community. Everything you share here appears under your alias
            for this area, never your name. Threads and live chat open here soon.
          </p>
        </section>
        <section className={styles.card} aria-labelledby="area-topics">
          <h2 id="area-topics" className={styles.cardTitle}>
            Topics
          </h2>
          <ul className={styles.topics}>
            {TOPICS.map((t) => (
              <li key={t.id} className={styles.topic}>
                <span className={styles.dot} style={{ background: t.color }} aria-hidden="true" />
                {t.name}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
