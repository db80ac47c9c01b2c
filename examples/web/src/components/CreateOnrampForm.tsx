// A B2B on-ramp form: fiat paid from the business's own bank account, the stablecoin sent to its
// wallet. The paying account follows the currency: the on-ramp rate quote names its payment method,
// and the form asks for that kind of account only. Once created, the on-ramp's status, the
// settlement account to pay into (when the provider gives it) and the receipt upload follow.
import { useMutation, useQuery } from '@apollo/client/react';
import { Fragment, type FormEvent } from 'react';
import { graphql } from '../gql';
import type { CreateOnrampInput, Currency } from '../gql/graphql';
import { ACCOUNT_FIELDS, ACCOUNT_KINDS, isAccountKind, payoutAccount, EMPTY_ACCOUNT, type AccountDraft, type AccountField, type AccountKind } from '../payment-accounts';
import { useKeyedDraft } from '../keyed-draft';
import { emptyRampDraft, pathOf, rampInputFields, RAMP_FIELD_PATHS, type RampDraft } from '../ramp-draft';
import { FailureAlert, UnplacedErrors } from './FormAlerts';
import { OnrampStatus } from './OnrampStatus';
import { RampFields } from './RampFields';
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
type Draft = AccountDraft & RampDraft;

const EMPTY: Draft = { ...emptyRampDraft('NGN'), ...EMPTY_ACCOUNT };

const accountFieldPath = (kind: AccountKind, field: AccountField) => `input.paymentAccount.${ACCOUNT_KINDS[kind].member}.${ACCOUNT_FIELDS[field].input}`;

export function CreateOnrampForm() {
  const { draft, idempotencyKey, update } = useKeyedDraft(EMPTY);
  const [createOnramp, { data, error, loading }] = useMutation(CreateOnrampMutation);
  const method = useQuery(OnrampMethodQuery, { variables: { currency: draft.currency } });

  const quoted = method.data?.rateQuote.currency === draft.currency ? method.data.rateQuote.paymentMethod : undefined;
  const kind = quoted !== undefined && isAccountKind(quoted) ? quoted : undefined;
  const userErrors = data?.createOnramp.userErrors ?? [];
  const errorAt = (path: string) => userErrors.find((e) => pathOf(e) === path)?.message;
  const shown = new Set<string>(Object.values(RAMP_FIELD_PATHS));
  if (kind !== undefined) for (const field of ACCOUNT_KINDS[kind].fields) shown.add(accountFieldPath(kind, field));
  const unplaced = userErrors.filter((e) => !shown.has(pathOf(e)));
  const onramp = data?.createOnramp.onramp;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === undefined) return;
    const input: CreateOnrampInput = { ...rampInputFields(draft), paymentAccount: payoutAccount(draft, kind), idempotencyKey };
    try {
      await createOnramp({ variables: { input } });
    } catch {
      // Shown from the hook's `error` below.
    }
  }

  const text = (label: string, field: AccountField, path: string) => (
    <TextField label={label} value={draft[field]} error={errorAt(path)} onChange={(value) => update({ [field]: value })} />
  );

  return (
    <section aria-labelledby="onramp-heading">
      <h2 id="onramp-heading">New on-ramp</h2>
      <form onSubmit={submit} noValidate aria-label="New on-ramp">
        <FailureAlert failure={error ?? method.error} />
        <UnplacedErrors errors={unplaced} />
        <RampFields draft={draft} currencies={CURRENCIES} errorAt={errorAt} update={update} />
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
