import { Button } from './Button';
import { ErrorMessage } from './ErrorMessage';
import { Icon } from './Icon';

interface LoadFailedProps {
  /** What failed, as a resident would say it: 'Failed to load threads'. */
  title: string;
  /** The server's reason, when there is one worth showing. */
  description?: string;
  onRetry: () => void;
  /** A retry already under way: the button waits for it. */
  retrying?: boolean;
  /** The small button without its icon, for lists inside a dialog or a column. */
  compact?: boolean;
  retryLabel?: string;
}

/** The alert a failed load shows: what failed, why, and a button to fetch it again. */
export function LoadFailed({
  title,
  description,
  onRetry,
  retrying,
  compact = false,
  retryLabel = 'Try again',
}: LoadFailedProps) {
  return (
    <ErrorMessage
      title={title}
      description={description}
      action={
        <Button variant="secondary" size={compact ? 'sm' : undefined} onClick={onRetry} disabled={retrying}>
          {compact ? (
            retryLabel
          ) : (
            <>
              <Icon name="refresh" size={18} /> {retryLabel}
            </>
          )}
        </Button>
      }
    />
  );
}
