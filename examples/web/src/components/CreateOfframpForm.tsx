// A B2B off-ramp form. Its settlement account follows the currency: the gateway's rate quote names
// the payment methods an off-ramp in it takes (`offrampPaymentMethods`), and the form offers
// exactly those, each with the fields of the PayoutAccountInput member it is paid to, so `WRONG_PAYMENT_METHOD` cannot happen. What the caller can fix comes
// back as `userErrors`, each shown next to the field its path names; failures it cannot fix come
// back as GraphQL errors, shown above the form. Once created, the off-ramp's status follows the
// provider live.
import { useMutation, useQuery } from '@apollo/client/react';
import { Fragment, type FormEvent } from 'react';
import { graphql } from '../gql';
import type { CreateOfframpInput, Currency } from '../gql/graphql';
import { ACCOUNT_FIELDS, ACCOUNT_KINDS, isAccountKind, payoutAccount, EMPTY_ACCOUNT, type AccountDraft, type AccountField, type AccountKind } from '../payment-accounts';
import { useKeyedDraft } from '../keyed-draft';
import { emptyRampDraft, pathOf, rampInputFields, RAMP_FIELD_PATHS, type RampDraft } from '../ramp-draft';
import { FailureAlert, UnplacedErrors } from './FormAlerts';
import { OfframpStatus } from './OfframpStatus';
import { RampFields } from './RampFields';
import { Select } from './Select';
import { TextField } from './TextField';

const PayoutMethodsQuery = graphql(`
  query OfframpPayoutMethods($currency: Currency!) {
    rateQuote(currency: $currency, direction: OFFRAMP) {
      currency
      offrampPaymentMethods
    }
  }
`);

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

const CURRENCIES: readonly Currency[] = ['USD', 'NGN', 'EUR', 'GBP', 'XOF', 'BRL', 'CNY', 'PHP'];

interface Draft extends AccountDraft, RampDraft {
  /** The method chosen where the currency takes more than one (GBP, EUR, XOF, …). */
  accountKind: AccountKind | undefined;
}

const EMPTY: Draft = { ...emptyRampDraft('USD'), accountKind: undefined, ...EMPTY_ACCOUNT };

function toInput(draft: Draft, kind: AccountKind, idempotencyKey: string): CreateOfframpInput {
  return { ...rampInputFields(draft), payoutAccount: payoutAccount(draft, kind), idempotencyKey };
}

const accountPath = (kind: AccountKind) => `input.payoutAccount.${ACCOUNT_KINDS[kind].member}`;
const accountFieldPath = (kind: AccountKind, field: AccountField) => `${accountPath(kind)}.${ACCOUNT_FIELDS[field].input}`;

export function CreateOfframpForm() {
  const { draft, idempotencyKey, update } = useKeyedDraft(EMPTY);
  const [createOfframp, { data, error, loading }] = useMutation(CreateOfframpMutation);
  // Asked once per currency (Apollo's cache keeps each answer for the session).
  const methods = useQuery(PayoutMethodsQuery, { variables: { currency: draft.currency } });

  const quoted = methods.data?.rateQuote.currency === draft.currency ? methods.data.rateQuote.offrampPaymentMethods : undefined;
  const kinds = (quoted ?? []).filter(isAccountKind);
  const kind = draft.accountKind !== undefined && kinds.includes(draft.accountKind) ? draft.accountKind : kinds[0];

  const userErrors = data?.createOfframp.userErrors ?? [];
  const errorAt = (path: string) => userErrors.find((e) => pathOf(e) === path)?.message;
  const shownPaths = new Set<string>(Object.values(RAMP_FIELD_PATHS));
  if (kind !== undefined) {
    shownPaths.add(accountPath(kind));
    for (const field of ACCOUNT_KINDS[kind].fields) shownPaths.add(accountFieldPath(kind, field));
  }
  const unplaced = userErrors.filter((e) => !shownPaths.has(pathOf(e)));
  const offramp = data?.createOfframp.offramp;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === undefined) return;
    try {
      await createOfframp({ variables: { input: toInput(draft, kind, idempotencyKey) } });
    } catch {
      // Shown from the hook's `error` below.
    }
  }

  const text = (label: string, field: AccountField, path: string) => (
    <TextField label={label} value={draft[field]} error={errorAt(path)} onChange={(value) => update({ [field]: value })} />
  );

  return (
    <section aria-labelledby="offramp-heading">
      <h2 id="offramp-heading">New off-ramp</h2>
      <form onSubmit={submit} noValidate aria-label="New off-ramp">
        <FailureAlert failure={error} />
        <UnplacedErrors errors={unplaced} />
        <RampFields draft={draft} currencies={CURRENCIES} errorAt={errorAt} update={update} />
        <FailureAlert failure={methods.error} />
        {kind !== undefined && (
          <fieldset aria-label="Settlement account" data-kind={kind}>
            <legend>Settlement account ({ACCOUNT_KINDS[kind].name})</legend>
            {kinds.length > 1 && (
              <Select label="Account kind" options={kinds} value={kind} onChange={(accountKind) => accountKind && update({ accountKind })} />
            )}
            {errorAt(accountPath(kind)) !== undefined && <p className="field-error">{errorAt(accountPath(kind))}</p>}
            {ACCOUNT_KINDS[kind].fields.map((field) => (
              <Fragment key={field}>{text(ACCOUNT_FIELDS[field].label, field, accountFieldPath(kind, field))}</Fragment>
            ))}
          </fieldset>
        )}
        <button type="submit" disabled={loading || kind === undefined}>
          Create off-ramp
        </button>
      </form>
      {offramp && <OfframpStatus offramp={offramp} />}
    </section>
  );
}
