import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { StateMessage } from '../../../components/ui/StateMessage';
import * as styles from './CommunityTabs.css';

interface ThreadsPanelProps {
  /** Posts in the area (for the selected topic), from the area's stats. */
  count: number;
  topicName: string | null;
  onCreateThread: () => void;
}

/**
 * The Threads tab. Posts (cards, the list, the create dialog) arrive in a
 * later issue; until then the list is empty and the create buttons only ask a
 * guest to sign in.
 */
export function ThreadsPanel({ count, topicName, onCreateThread }: ThreadsPanelProps) {
  const empty = count === 0;
  return (
    <div className={styles.panelBody}>
      <div className={styles.panelHeader}>
        <p className={styles.panelTitle}>{topicName ? `${topicName} threads` : 'All threads'}</p>
        {empty ? null : (
          <Button size="sm" onClick={onCreateThread}>
            <Icon name="plus" size={16} /> Start Thread
          </Button>
        )}
      </div>
      <StateMessage
        icon="message"
        title="No threads yet"
        description={
          topicName
            ? `Nobody has posted about ${topicName.toLowerCase()} here yet. Ask a question or share a tip.`
            : 'Be the first to ask a question, share a tip or raise an alert for your neighbours.'
        }
        action={
          <Button onClick={onCreateThread}>
            <Icon name="plus" size={18} /> Create First Thread
          </Button>
        }
      />
    </div>
  );
}
