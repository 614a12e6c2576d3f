import { StateMessage } from '../../../components/ui/StateMessage';
import * as styles from './CommunityTabs.css';

interface ChatPlaceholderProps {
  online: number | undefined;
}

/** The Chat tab until the live chat lands (a later issue): honest, no sample messages. */
export function ChatPlaceholder({ online }: ChatPlaceholderProps) {
  return (
    <div className={styles.panelBody}>
      <StateMessage
        icon="users"
        title="Live chat is coming soon"
        description={
          online === undefined
            ? 'The area lobby opens here soon, where neighbours talk in real time under their area alias.'
            : `The area lobby opens here soon, where neighbours talk in real time under their area alias. ${online} ${online === 1 ? 'neighbour is' : 'neighbours are'} here now.`
        }
      />
    </div>
  );
}
