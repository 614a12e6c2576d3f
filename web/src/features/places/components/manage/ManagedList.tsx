import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Icon } from '../../../../components/ui/Icon';
import { Spinner } from '../../../../components/ui/Spinner';
import * as styles from './manage.css';
import { PlaceForm, type PlaceFormValues } from './PlaceForm';

interface ManagedListProps<T extends { _id: string }> {
  kind: 'City' | 'Area';
  /** The heading's id, for the section it heads. */
  headingId: string;
  heading: string;
  list: UseQueryResult<T[]>;
  /** 'areas': 'Loading areas...', 'Failed to fetch areas'. */
  noun: 'cities' | 'areas';
  /** What an empty list says (nothing when it needs no words). */
  emptyText?: string;
  /** A create under way: the form's button waits. */
  creating: boolean;
  /** Creates the place; `done` closes the form once it is saved. */
  onCreate: (values: PlaceFormValues, done: () => void) => void;
  row: (item: T) => ReactNode;
}

/** The admin's list of cities or areas: its heading with 'Add …', the create form, and a row each. */
export function ManagedList<T extends { _id: string }>({
  kind,
  headingId,
  heading,
  list,
  noun,
  emptyText,
  creating,
  onCreate,
  row,
}: ManagedListProps<T>) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {heading}
        </h3>
        {adding ? null : (
          <Button size="sm" onClick={() => setAdding(true)}>
            <Icon name="plus" size={16} /> Add {kind.toLowerCase()}
          </Button>
        )}
      </div>
      {adding ? (
        <PlaceForm
          kind={kind}
          submitLabel="Create"
          pending={creating}
          onCancel={() => setAdding(false)}
          onSubmit={(values) => onCreate(values, () => setAdding(false))}
        />
      ) : null}
      {list.isPending ? <Spinner label={`Loading ${noun}...`} /> : null}
      {list.isError ? <p role="alert">{`Failed to fetch ${noun}`}</p> : null}
      {emptyText && list.data?.length === 0 && !adding ? <p>{emptyText}</p> : null}
      <ul className={styles.list}>
        {list.data?.map((item) => (
          <li key={item._id}>{row(item)}</li>
        ))}
      </ul>
    </>
  );
}
