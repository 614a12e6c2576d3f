import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Icon } from '../../../../components/ui/Icon';
import * as styles from './manage.css';
import { PlaceForm, type PlaceFormValues } from './PlaceForm';

interface ManagedRowProps {
  kind: 'City' | 'Area';
  name: string;
  subtitle?: string;
  initial: PlaceFormValues;
  pending: boolean;
  onSave: (values: PlaceFormValues) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  /** Opens the city's areas (cities only). */
  onOpen?: () => void;
}

/** One city or area in management mode: rename in place, delete after a confirmation. */
export function ManagedRow({
  kind,
  name,
  subtitle,
  initial,
  pending,
  onSave,
  onDelete,
  onOpen,
}: ManagedRowProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const done = () => setMode('view');

  if (mode === 'edit') {
    return (
      <PlaceForm
        kind={kind}
        initial={initial}
        submitLabel="Save"
        pending={pending}
        onCancel={done}
        onSubmit={(values) => void onSave(values).then(done, () => {})}
      />
    );
  }

  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        {onOpen ? (
          <button type="button" className={styles.rowLink} onClick={onOpen}>
            {name}
          </button>
        ) : (
          <span className={styles.rowName}>{name}</span>
        )}
        {subtitle ? <span className={styles.rowMeta}>{subtitle}</span> : null}
      </div>
      {mode === 'confirm' ? (
        <div className={styles.confirm} role="alert">
          <span>{`Delete ${name}?`}</span>
          <Button variant="secondary" size="sm" onClick={done}>
            Cancel
          </Button>
          <Button size="sm" disabled={pending} onClick={() => void onDelete().then(done, done)}>
            Delete
          </Button>
        </div>
      ) : (
        <div className={styles.rowActions}>
          <Button variant="ghost" size="sm" onClick={() => setMode('edit')} aria-label={`Edit ${name}`}>
            <Icon name="pencil" size={16} />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('confirm')} aria-label={`Delete ${name}`}>
            <Icon name="trash" size={16} />
          </Button>
        </div>
      )}
    </div>
  );
}
