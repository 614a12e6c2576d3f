import { type AreaDto, MODERATED_KINDS, RISK_LEVELS } from '@mohalla/contracts';
import { SelectField } from '../../../components/ui/SelectField';
import { visuallyHidden } from '../../../styles/text.css';
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

const severityText = (level: (typeof RISK_LEVELS)[number]) =>
  level === 'critical' ? 'Critical' : `${level[0]?.toUpperCase()}${level.slice(1)} or worse`;

/** Area, kind, severity (this or worse) and age: kept in the address, so a filtered queue can be shared. */
export function QueueFilters({ filters, areas, onChange }: QueueFiltersProps) {
  const set = (key: keyof Filters) => (value: string) => onChange({ ...filters, [key]: value });
  return (
    <fieldset className={styles.filters}>
      <legend className={visuallyHidden}>Filter the queue</legend>
      <SelectField
        label="Area"
        value={filters.area}
        onChange={set('area')}
        options={[['', 'All areas'], ...areas.map((area) => [area._id, area.name] as const)]}
      />
      <SelectField
        label="Kind"
        value={filters.kind}
        onChange={set('kind')}
        options={[['', 'Everything'], ...MODERATED_KINDS.map((kind) => [kind, KIND_LABELS[kind]] as const)]}
      />
      <SelectField
        label="Severity"
        value={filters.severity}
        onChange={set('severity')}
        options={[['', 'Any severity'], ...RISK_LEVELS.map((level) => [level, severityText(level)] as const)]}
      />
      <SelectField label="Age" value={filters.olderThan} onChange={set('olderThan')} options={AGES} />
    </fieldset>
  );
}
