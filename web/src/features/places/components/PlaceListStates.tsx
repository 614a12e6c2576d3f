import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { IconName } from '../../../components/ui/Icon';
import { LoadFailed } from '../../../components/ui/LoadFailed';
import { Spinner } from '../../../components/ui/Spinner';
import { StateMessage } from '../../../components/ui/StateMessage';
import * as styles from './placeList.css';

interface PlaceListStatesProps<T> {
  list: UseQueryResult<T[]>;
  /** What the list holds, for its loading and failure lines: 'Loading areas...'. */
  noun: 'cities' | 'areas';
  /** What an empty list says, and where they come from. */
  empty: { icon: IconName; title: string; description: string };
  children: (items: T[]) => ReactNode;
}

/** A chooser list's loading, failed (with a retry) and empty states; the list itself once there is one. */
export function PlaceListStates<T>({ list, noun, empty, children }: PlaceListStatesProps<T>) {
  if (list.isPending) return <Spinner label={`Loading ${noun}...`} className={styles.loading} />;
  if (list.isError) {
    return (
      <LoadFailed
        title={`Failed to fetch ${noun}`}
        description={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        compact
      />
    );
  }
  if (list.data.length === 0) return <StateMessage {...empty} />;
  return children(list.data);
}
