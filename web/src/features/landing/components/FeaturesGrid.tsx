import { Icon, type IconName } from '../../../components/ui/Icon';
import * as styles from './FeaturesGrid.css';

interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

const features: readonly Feature[] = [
  {
    icon: 'shield',
    title: 'Anonymous & Secure',
    text: 'You post and chat under an alias unique to each area. Your name, email and phone number are never shown to neighbours.',
  },
  {
    icon: 'mapPin',
    title: 'Local Communities',
    text: 'Every neighbourhood has its own space for questions, experiences, alerts and tips from people close by.',
  },
  {
    icon: 'message',
    title: 'Real-time Chat',
    text: "Talk live in your area's lobby and see how many neighbours are around right now.",
  },
  {
    icon: 'heart',
    title: 'Community Support',
    text: 'Find a trusted electrician, a lost pet or a blood donor. Help travels faster when it is local.',
  },
  {
    icon: 'bell',
    title: 'Instant Notifications',
    text: 'Safety alerts and replies to your threads reach you as they happen, not hours later.',
  },
  {
    icon: 'globe',
    title: 'Across Cities & Regions',
    text: 'From Mumbai to Kolkata, a growing network of neighbourhoods across Indian cities and regions.',
  },
];

export function FeaturesGrid() {
  return (
    <section className={styles.section} aria-labelledby="features-title">
      <div className={styles.inner}>
        <h2 id="features-title" className={styles.heading}>
          Everything your mohalla needs
        </h2>
        <p className={styles.intro}>
          A calm, local place to talk: built for privacy first, so people can speak freely and kindly.
        </p>
        <ul className={styles.grid}>
          {features.map((f) => (
            <li key={f.title}>
              <article className={styles.card}>
                <span className={styles.iconBadge}>
                  <Icon name={f.icon} size={22} />
                </span>
                <h3 className={styles.title}>{f.title}</h3>
                <p className={styles.text}>{f.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
