import type { AreaDto } from '@mohalla/contracts';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';
import type { AreaStats } from '../api/communityQueries';
import { showCount } from '../showCount';
import { AreaPlace } from './AreaPlace';
import * as styles from './CommunitySidebar.css';

interface CommunitySidebarProps {
  area: AreaDto;
  /** 'City, State' as the page formats it. */
  place: string;
  stats: AreaStats | null | undefined;
  /** People online now: live from the chat socket, else the last stats. */
  online: number | undefined;
  topicCount: number;
  /** The topic filter, the same one the phone menu shows. */
  topics: ReactNode;
}

/** Desktop: who the area is, how lively it is, and the topic filter. */
export function CommunitySidebar({ area, place, stats, online, topicCount, topics }: CommunitySidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label={`${area.name} community`}>
      <section className={styles.card}>
        <h1 className={styles.name}>{area.name}</h1>
        <AreaPlace place={place} className={styles.place} />
        <div className={styles.pulse}>
          <div className={styles.stat}>
            <span className={styles.statValue}>
              <span className={styles.liveDot} aria-hidden="true" />
              {showCount(online)}
            </span>
            <span className={styles.statLabel}>Active</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statValue}>{showCount(stats?.postsToday)}</span>
            <span className={styles.statLabel}>Today</span>
          </div>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="popular-topics">
        <h2 id="popular-topics" className={styles.cardTitle}>
          <Icon name="trendingUp" size={16} /> Popular Topics
        </h2>
        {topics}
      </section>
      <section className={styles.card} aria-labelledby="community-stats">
        <h2 id="community-stats" className={styles.cardTitle}>
          <Icon name="barChart" size={16} /> Community Stats
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Total Posts</dt>
            <dd>{showCount(stats?.postsTotal)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Topics</dt>
            <dd>{topicCount}</dd>
          </div>
        </dl>
      </section>
    </aside>
  );
}
