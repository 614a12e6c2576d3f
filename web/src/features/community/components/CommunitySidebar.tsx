import type { AreaDto, TopicDto } from '@mohalla/contracts';
import { Icon } from '../../../components/ui/Icon';
import type { AreaStats } from '../api/communityQueries';
import * as styles from './CommunitySidebar.css';
import { TopicFilter } from './TopicFilter';

interface CommunitySidebarProps {
  area: AreaDto;
  /** 'City, State' as the page formats it. */
  place: string;
  stats: AreaStats | null | undefined;
  /** People online now: live from the chat socket, else the last stats. */
  online: number | undefined;
  topics: readonly TopicDto[];
  topicCounts: ReadonlyMap<string, number> | null;
  selectedTopic: string | null;
  onSelectTopic: (topicId: string | null) => void;
}

const show = (n: number | undefined) => (n === undefined ? '—' : String(n));

/** Desktop: who the area is, how lively it is, and the topic filter. */
export function CommunitySidebar({
  area,
  place,
  stats,
  online,
  topics,
  topicCounts,
  selectedTopic,
  onSelectTopic,
}: CommunitySidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label={`${area.name} community`}>
      <section className={styles.card}>
        <h1 className={styles.name}>{area.name}</h1>
        <p className={styles.place}>
          <Icon name="mapPin" size={16} />
          {place}
        </p>
        <div className={styles.pulse}>
          <div className={styles.stat}>
            <span className={styles.statValue}>
              <span className={styles.liveDot} aria-hidden="true" />
              {show(online)}
            </span>
            <span className={styles.statLabel}>Active</span>
          </div>
          <div className={styles.stat}>
            <span className={styles.statValue}>{show(stats?.postsToday)}</span>
            <span className={styles.statLabel}>Today</span>
          </div>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="popular-topics">
        <h2 id="popular-topics" className={styles.cardTitle}>
          <Icon name="trendingUp" size={16} /> Popular Topics
        </h2>
        <TopicFilter
          topics={topics}
          counts={topicCounts}
          total={stats?.postsTotal ?? null}
          selected={selectedTopic}
          onSelect={onSelectTopic}
        />
      </section>
      <section className={styles.card} aria-labelledby="community-stats">
        <h2 id="community-stats" className={styles.cardTitle}>
          <Icon name="barChart" size={16} /> Community Stats
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Total Posts</dt>
            <dd>{show(stats?.postsTotal)}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Topics</dt>
            <dd>{topics.length}</dd>
          </div>
        </dl>
      </section>
    </aside>
  );
}
