import { useQuery } from '@tanstack/react-query';
import { onlineUsersQuery } from '../api/communityQueries';
import * as styles from './OnlineUsersList.css';

interface OnlineUsersListProps {
  /** The area being viewed; no area, nobody to list. */
  areaId: string | null;
}

/** Who is in the area right now, by their area alias. */
export function OnlineUsersList({ areaId }: OnlineUsersListProps) {
  const users = useQuery({ ...onlineUsersQuery(areaId ?? ''), enabled: areaId !== null });
  const list = users.data ?? [];
  if (areaId !== null && users.isPending) return <p className={styles.empty}>Loading...</p>;
  if (list.length === 0) return <p className={styles.empty}>No users online</p>;
  return (
    <ul className={styles.list}>
      {list.map((user) => (
        <li key={user.id} className={styles.user}>
          <span className={styles.avatar} aria-hidden="true">
            {user.name.slice(0, 1)}
          </span>
          <span className={styles.name}>{user.name}</span>
          <span className={styles.status}>{user.status}</span>
        </li>
      ))}
    </ul>
  );
}
