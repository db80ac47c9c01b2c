// A B2B on-ramp form: fiat paid from the business's own bank account, the stablecoin sent to its
// wallet. The paying account follows the currency: the on-ramp rate quote names its payment method,
// and the form asks for that kind of account only. Once created, the on-ramp's status, the
// settlement account to pay into (when the provider gives it) and the receipt upload follow.
import { useMutation, useQuery } from '@apollo/client/react';
import { Fragment, useState, type FormEvent } from 'react';
import { describeFailure } from '../gateway-errors';
import { graphql } from '../gql';
import type { CreateOnrampInput, Currency, Network, Stablecoin } from '../gql/graphql';
import { ACCOUNT_FIELDS, ACCOUNT_KINDS, isAccountKind, payoutAccount, EMPTY_ACCOUNT, type AccountDraft, type AccountField, type AccountKind } from '../payment-accounts';
import { OnrampStatus } from './OnrampStatus';
import { Select } from './Select';
import { TextField } from './TextField';

const OnrampMethodQuery = graphql(`
  query OnrampPaymentMethod($currency: Currency!) {
    rateQuote(currency: $currency, direction: ONRAMP) {
      currency
      paymentMethod
    }
  }
`);

const CreateOnrampMutation = graphql(`
  mutation CreateOnramp($input: CreateOnrampInput!) {
    createOnramp(input: $input) {
      onramp {
        id
        reference
        amount
        currency
        stablecoin
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

const CURRENCIES: readonly Currency[] = ['NGN', 'USD', 'EUR', 'XOF'];
const STABLECOINS: readonly Stablecoin[] = ['USDC', 'USDT'];
const NETWORKS: readonly Network[] = ['ETHEREUM', 'POLYGON', 'BASE', 'BSC', 'SOLANA', 'STELLAR', 'TRON'];

type Draft = AccountDraft & {
  customerId: string;
  currency: Currency;
  amount: string;
  stablecoin: Stablecoin;
  network: Network;
  walletAddress: string;
};

const EMPTY: Draft = {
  customerId: '',
  currency: 'NGN',
  amount: '',
  stablecoin: 'USDC',
  network: 'ETHEREUM',
  walletAddress: '',
  ...EMPTY_ACCOUNT,
};

type OnrampField = 'customerId' | 'amount' | 'walletAddress';
const accountFieldPath = (kind: AccountKind, field: AccountField) => `input.paymentAccount.${ACCOUNT_KINDS[kind].member}.${ACCOUNT_FIELDS[field].input}`;
const pathOf = (error: { field: readonly string[] }) => error.field.join('.');

export function CreateOnrampForm() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  // One key per version of the input, as in the off-ramp form: the same input again is never a second on-ramp.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [createOnramp, { data, error, loading }] = useMutation(CreateOnrampMutation);
  const method = useQuery(OnrampMethodQuery, { variables: { currency: draft.currency } });

  const update = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
    setIdempotencyKey(crypto.randomUUID());
  };

  const quoted = method.data?.rateQuote.currency === draft.currency ? method.data.rateQuote.paymentMethod : undefined;
  const kind = quoted !== undefined && isAccountKind(quoted) ? quoted : undefined;
  const userErrors = data?.createOnramp.userErrors ?? [];
  const errorAt = (path: string) => userErrors.find((e) => pathOf(e) === path)?.message;
  const shown = new Set<string>(['input.customerId', 'input.amount', 'input.walletAddress', 'input.currency', 'input.stablecoin', 'input.network']);
  if (kind !== undefined) for (const field of ACCOUNT_KINDS[kind].fields) shown.add(accountFieldPath(kind, field));
  const unplaced = userErrors.filter((e) => !shown.has(pathOf(e)));
  const onramp = data?.createOnramp.onramp;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === undefined) return;
    const { customerId, currency, amount, stablecoin, network, walletAddress } = draft;
    const input: CreateOnrampInput = { customerId, currency, amount, stablecoin, network, walletAddress, paymentAccount: payoutAccount(draft, kind), idempotencyKey };
    try {
      await createOnramp({ variables: { input } });
    } catch {
      // Shown from the hook's `error` below.
    }
  }

  const text = (label: string, field: OnrampField | AccountField, path: string) => (
    <TextField label={label} value={draft[field]} error={errorAt(path)} onChange={(value) => update({ [field]: value })} />
  );

  return (
    <section aria-labelledby="onramp-heading">
      <h2 id="onramp-heading">New on-ramp</h2>
      <form onSubmit={submit} noValidate aria-label="New on-ramp">
        {(error ?? method.error) && (
          <p role="alert" className="form-error">
            {describeFailure(error ?? method.error)}
          </p>
        )}
        {unplaced.map((e) => (
          <p key={`${pathOf(e)}:${e.code}`} role="alert" className="form-error">
            {e.message}
          </p>
        ))}
        {text('Customer id', 'customerId', 'input.customerId')}
        <Select label="Currency" options={CURRENCIES} value={draft.currency} error={errorAt('input.currency')} onChange={(currency) => currency && update({ currency })} />
        {text('Amount', 'amount', 'input.amount')}
        <Select label="Stablecoin" options={STABLECOINS} value={draft.stablecoin} error={errorAt('input.stablecoin')} onChange={(stablecoin) => stablecoin && update({ stablecoin })} />
        <Select label="Network" options={NETWORKS} value={draft.network} error={errorAt('input.network')} onChange={(network) => network && update({ network })} />
        {text('Wallet address', 'walletAddress', 'input.walletAddress')}
        {kind !== undefined && (
          <fieldset aria-label="Paying account" data-kind={kind}>
            <legend>Paying account ({ACCOUNT_KINDS[kind].name})</legend>
            {ACCOUNT_KINDS[kind].fields.map((field) => (
              <Fragment key={field}>{text(ACCOUNT_FIELDS[field].label, field, accountFieldPath(kind, field))}</Fragment>
            ))}
          </fieldset>
        )}
        <button type="submit" disabled={loading || kind === undefined}>
          Create on-ramp
        </button>
      </form>
      {onramp && <OnrampStatus key={onramp.id} onramp={onramp} />}
    </section>
  );
}
