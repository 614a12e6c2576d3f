import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { formatCoordinate, UNKNOWN_STATE } from '../formatDetectedLocation';
import { useLocationState } from '../hooks/useLocationState';
import * as styles from './CurrentLocationBlock.css';

/**
 * The chooser's 'Current Location' and 'Manual Selection' blocks. Mounted when
 * the dialog opens, and detects right away when nothing is known yet.
 */
interface CurrentLocationBlockProps {
  onEnterManually: () => void;
}

export function CurrentLocationBlock({ onEnterManually }: CurrentLocationBlockProps) {
  const { location, status, error, permission, detect } = useLocationState();
  const detectOnOpen = useRef(location === null && status !== 'detecting');

  useEffect(() => {
    if (!detectOnOpen.current) return;
    detectOnOpen.current = false;
    detect().catch(() => {});
  }, [detect]);

  const detecting = status === 'detecting';
  const problem =
    status === 'failed' && error
      ? error.denied || permission === 'denied'
        ? 'Location access is blocked. Pick your city below, enter it manually, or allow location in your browser settings.'
        : error.message
      : null;

  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby="current-location-title">
        <h3 id="current-location-title" className={styles.heading}>
          <Icon name="mapPin" size={16} /> Current Location
        </h3>
        {location ? (
          <dl className={styles.facts}>
            <div>
              <dt>City</dt>
              <dd>{location.city}</dd>
            </div>
            <div>
              <dt>State</dt>
              <dd>{location.state?.trim() || UNKNOWN_STATE}</dd>
            </div>
            <div>
              <dt>Latitude</dt>
              <dd>{formatCoordinate(location.latitude)}</dd>
            </div>
            <div>
              <dt>Longitude</dt>
              <dd>{formatCoordinate(location.longitude)}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.muted} role="status">
            {detecting ? 'Detecting your location...' : 'No location detected yet.'}
          </p>
        )}
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </section>
      <section className={styles.manual} aria-labelledby="manual-selection-title">
        <h3 id="manual-selection-title" className={`${styles.heading} ${styles.grow}`}>
          Manual Selection
        </h3>
        <Button variant="secondary" size="sm" onClick={() => detect().catch(() => {})} disabled={detecting}>
          <Icon name="refresh" size={16} /> {detecting ? 'Detecting...' : 'Detect Location'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onEnterManually}>
          <Icon name="pencil" size={16} /> Enter Manually
        </Button>
      </section>
    </div>
  );
}
