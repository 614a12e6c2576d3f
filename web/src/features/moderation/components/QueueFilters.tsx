import { type AreaDto, MODERATED_KINDS, RISK_LEVELS } from '@mohalla/contracts';
import type { ReactNode } from 'react';
import * as fieldStyles from '../../../components/ui/Field.css';
import { FieldFrame } from '../../../components/ui/FieldFrame';
import type { QueueFilters as Filters } from '../api/moderationApi';
import * as styles from './ModerationPage.css';

const KIND_LABELS = { post: 'Posts', reply: 'Replies', message: 'Chat messages' } as const;
const AGES = [
  ['', 'Any age'],
  ['1h', 'Older than 1 hour'],
  ['24h', 'Older than 24 hours'],
  ['7d', 'Older than 7 days'],
] as const;

interface QueueFiltersProps {
  filters: Filters;
  areas: readonly AreaDto[];
  onChange: (filters: Filters) => void;
}

/** Area, kind, severity (this or worse) and age: kept in the address, so a filtered queue can be shared. */
export function QueueFilters({ filters, areas, onChange }: QueueFiltersProps) {
  const set = (key: keyof Filters) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.visuallyHidden}>Filter the queue</legend>
      <Select label="Area" value={filters.area} onChange={set('area')}>
        <option value="">All areas</option>
        {areas.map((area) => (
          <option key={area._id} value={area._id}>
            {area.name}
          </option>
        ))}
      </Select>
      <Select label="Kind" value={filters.kind} onChange={set('kind')}>
        <option value="">Everything</option>
        {MODERATED_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </Select>
      <Select label="Severity" value={filters.severity} onChange={set('severity')}>
        <option value="">Any severity</option>
        {RISK_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level === 'critical' ? 'Critical' : `${level[0]?.toUpperCase()}${level.slice(1)} or worse`}
          </option>
        ))}
      </Select>
      <Select label="Age" value={filters.olderThan} onChange={set('olderThan')}>
        {AGES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </fieldset>
  );
}

function Select(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <FieldFrame label={props.label}>
      {(control) => (
        <select
          {...control}
          className={fieldStyles.input}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {props.children}
        </select>
      )}
    </FieldFrame>
  );
}
