// A B2B off-ramp form. What the caller can fix comes back as `userErrors`, each shown next to
// the field its path names; failures it cannot fix come back as GraphQL errors, shown above the
// form. Once created, the off-ramp's status follows the provider live.
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { describeFailure } from '../gateway-errors';
import { graphql } from '../gql';
import type { CreateOfframpInput, CreateOfframpMutation, Currency, Network, Stablecoin } from '../gql/graphql';
import { OfframpStatus } from './OfframpStatus';
import { Select } from './Select';
import { TextField } from './TextField';

const CreateOfframpMutation = graphql(`
  mutation CreateOfframp($input: CreateOfframpInput!) {
    createOfframp(input: $input) {
      offramp {
        id
        reference
        amount
        stablecoin
        currency
        payoutAmount
        status
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

const CURRENCIES: readonly Currency[] = ['USD', 'NGN', 'EUR', 'GBP'];
const STABLECOINS: readonly Stablecoin[] = ['USDC', 'USDT'];
const NETWORKS: readonly Network[] = ['ETHEREUM', 'POLYGON', 'BASE', 'BSC', 'SOLANA', 'STELLAR', 'TRON'];

interface Draft {
  customerId: string;
  currency: Currency;
  amount: string;
  stablecoin: Stablecoin;
  network: Network;
  walletAddress: string;
  accountNumber: string;
  routingNumber: string;
  accountName: string;
  bankName: string;
}

const EMPTY: Draft = {
  customerId: '',
  currency: 'USD',
  amount: '',
  stablecoin: 'USDC',
  network: 'ETHEREUM',
  walletAddress: '',
  accountNumber: '',
  routingNumber: '',
  accountName: '',
  bankName: '',
};

function toInput(draft: Draft, idempotencyKey: string): CreateOfframpInput {
  const { accountNumber, routingNumber, accountName, bankName, ...offramp } = draft;
  return {
    ...offramp,
    payoutAccount: { ach: { accountNumber, routingNumber, accountName, bankName: bankName || null } },
    idempotencyKey,
  };
}

/** Where each field lies in the mutation's arguments: the paths the gateway's user errors name. */
const FIELD_PATHS: Readonly<Record<keyof Draft, string>> = {
  customerId: 'input.customerId',
  currency: 'input.currency',
  amount: 'input.amount',
  stablecoin: 'input.stablecoin',
  network: 'input.network',
  walletAddress: 'input.walletAddress',
  accountNumber: 'input.payoutAccount.ach.accountNumber',
  routingNumber: 'input.payoutAccount.ach.routingNumber',
  accountName: 'input.payoutAccount.ach.accountName',
  bankName: 'input.payoutAccount.ach.bankName',
};
/** The error of the account as a whole (a kind the currency does not pay out by). */
const PAYOUT_ACCOUNT_PATH = 'input.payoutAccount';

type TextFieldName = 'customerId' | 'amount' | 'walletAddress' | 'accountNumber' | 'routingNumber' | 'accountName' | 'bankName';

/** A user error's input path, as the gateway writes it: `input.payoutAccount.ach.routingNumber`. */
const pathOf = (error: UserError) => error.field.join('.');

type UserError = CreateOfframpMutation['createOfframp']['userErrors'][number];

export function CreateOfframpForm() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  // One key per version of the input: submitting the same input again (a double click, a retry
  // after OUTCOME_UNKNOWN) is answered with the first result, never a second off-ramp.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [createOfframp, { data, error, loading }] = useMutation(CreateOfframpMutation);

  const update = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
    setIdempotencyKey(crypto.randomUUID());
  };

  const userErrors = data?.createOfframp.userErrors ?? [];
  const errorAt = (path: string) => userErrors.find((e) => pathOf(e) === path)?.message;
  const shownPaths = new Set([...Object.values(FIELD_PATHS), PAYOUT_ACCOUNT_PATH]);
  const unplaced = userErrors.filter((e) => !shownPaths.has(pathOf(e)));
  const offramp = data?.createOfframp.offramp;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await createOfframp({ variables: { input: toInput(draft, idempotencyKey) } });
    } catch {
      // Shown from the hook's `error` below.
    }
  }

  const text = (label: string, field: TextFieldName) => (
    <TextField label={label} value={draft[field]} error={errorAt(FIELD_PATHS[field])} onChange={(value) => update({ [field]: value })} />
  );

  return (
    <section aria-labelledby="offramp-heading">
      <h2 id="offramp-heading">New off-ramp</h2>
      <form onSubmit={submit} noValidate aria-label="New off-ramp">
        {error && (
          <p role="alert" className="form-error">
            {describeFailure(error)}
          </p>
        )}
        {unplaced.map((e) => (
          <p key={`${pathOf(e)}:${e.code}`} role="alert" className="form-error">
            {e.message}
          </p>
        ))}
        {text('Customer id', 'customerId')}
        <Select label="Currency" options={CURRENCIES} value={draft.currency} error={errorAt(FIELD_PATHS.currency)} onChange={(currency) => currency && update({ currency })} />
        {text('Amount', 'amount')}
        <Select label="Stablecoin" options={STABLECOINS} value={draft.stablecoin} error={errorAt(FIELD_PATHS.stablecoin)} onChange={(stablecoin) => stablecoin && update({ stablecoin })} />
        <Select label="Network" options={NETWORKS} value={draft.network} error={errorAt(FIELD_PATHS.network)} onChange={(network) => network && update({ network })} />
        {text('Wallet address', 'walletAddress')}
        <fieldset>
          <legend>Settlement account (ACH)</legend>
          {errorAt(PAYOUT_ACCOUNT_PATH) !== undefined && (
            <p className="field-error">
              {errorAt(PAYOUT_ACCOUNT_PATH)}
            </p>
          )}
          {text('Account number', 'accountNumber')}
          {text('Routing number', 'routingNumber')}
          {text('Account name', 'accountName')}
          {text('Bank name', 'bankName')}
        </fieldset>
        <button type="submit" disabled={loading}>
          Create off-ramp
        </button>
      </form>
      {offramp && <OfframpStatus offramp={offramp} />}
    </section>
  );
}

