import { DEFAULT_COUNTRY } from '@mohalla/contracts';
import { type FormEvent, useEffect } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { TextField } from '../../../components/ui/TextField';
import { useTextFields } from '../../../components/ui/useTextFields';
import type { DetectedLocation } from '../types';
import * as styles from './ManualLocationDialog.css';

interface ManualLocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (location: DetectedLocation) => void;
  /** Why the dialog opened, e.g. a denied permission. */
  reason?: string | null;
  /** A way out to the list of areas instead. */
  onBrowse?: () => void;
}

const EMPTY = { city: '', state: '', area: '' };

/** 'Set Manual Location': City and Area required; State defaults to the city; country India. */
export function ManualLocationDialog({
  open,
  onOpenChange,
  onSubmit,
  reason,
  onBrowse,
}: ManualLocationDialogProps) {
  const { values, setValues, bind } = useTextFields(EMPTY);

  useEffect(() => {
    if (open) setValues(EMPTY);
  }, [open, setValues]);

  const city = values.city.trim();
  const area = values.area.trim();
  const complete = city !== '' && area !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) {
      // The spec: an incomplete manual location is logged and ignored.
      console.warn('Manual location incomplete: city and area are required');
      return;
    }
    onSubmit({
      city,
      state: values.state.trim() || city,
      country: DEFAULT_COUNTRY,
      area,
      areaId: null,
      cityId: null,
      source: 'manual',
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Set Manual Location"
      description={reason ?? 'Tell us where you are and we will take you to your neighbourhood.'}
    >
      <form className={styles.form} onSubmit={submit}>
        <TextField
          label="City"
          placeholder="e.g. Mumbai"
          autoComplete="address-level2"
          required
          {...bind('city')}
        />
        <TextField
          label="State"
          placeholder="e.g. Maharashtra"
          hint="Optional: the city's name is used when left empty."
          autoComplete="address-level1"
          {...bind('state')}
        />
        <TextField label="Area" placeholder="e.g. Bandra West" required {...bind('area')} />
        {onBrowse ? (
          <p className={styles.browse}>
            Prefer a list?{' '}
            <button type="button" className={styles.browseLink} onClick={onBrowse}>
              Choose from all areas
            </button>
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete}>
            Set Location
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
