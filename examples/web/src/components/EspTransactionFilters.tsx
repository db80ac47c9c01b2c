import type { EspTransactionFilter, EspTransactionStatus, TransactionDirection } from '../gql/graphql';
import { Select } from './Select';

const DIRECTIONS: readonly TransactionDirection[] = ['ONRAMP', 'OFFRAMP'];
const STATUSES: readonly EspTransactionStatus[] = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED'];

interface Props {
  filter: EspTransactionFilter;
  onChange: (filter: EspTransactionFilter) => void;
}

export function EspTransactionFilters({ filter, onChange }: Props) {
  return (
    <fieldset>
      <legend>Filter</legend>
      <Select label="Direction" options={DIRECTIONS} value={filter.direction ?? undefined} any="All" onChange={(direction) => onChange({ ...filter, direction })} />
      <Select label="Status" options={STATUSES} value={filter.status ?? undefined} any="All" onChange={(status) => onChange({ ...filter, status })} />
    </fieldset>
  );
}
