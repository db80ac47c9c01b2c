// The ramp's own fields of either ramp form, each with the user error its path names.
import type { Currency } from '../gql/graphql';
import { NETWORKS, RAMP_FIELD_PATHS, STABLECOINS, type RampDraft } from '../ramp-draft';
import { Select } from './Select';
import { TextField } from './TextField';

interface Props {
  draft: RampDraft;
  currencies: readonly Currency[];
  errorAt: (path: string) => string | undefined;
  update: (change: Partial<RampDraft>) => void;
}

export function RampFields({ draft, currencies, errorAt, update }: Props) {
  const text = (label: string, field: 'customerId' | 'amount' | 'walletAddress') => (
    <TextField label={label} value={draft[field]} error={errorAt(RAMP_FIELD_PATHS[field])} onChange={(value) => update({ [field]: value })} />
  );
  return (
    <>
      {text('Customer id', 'customerId')}
      <Select label="Currency" options={currencies} value={draft.currency} error={errorAt(RAMP_FIELD_PATHS.currency)} onChange={(currency) => currency && update({ currency })} />
      {text('Amount', 'amount')}
      <Select label="Stablecoin" options={STABLECOINS} value={draft.stablecoin} error={errorAt(RAMP_FIELD_PATHS.stablecoin)} onChange={(stablecoin) => stablecoin && update({ stablecoin })} />
      <Select label="Network" options={NETWORKS} value={draft.network} error={errorAt(RAMP_FIELD_PATHS.network)} onChange={(network) => network && update({ network })} />
      {text('Wallet address', 'walletAddress')}
    </>
  );
}
