// A created on-ramp, pushed by the gateway as the provider moves it: where to send the fiat once the
// provider says (its settlement account), and the receipt upload while it waits for the payment.
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../gql';
import { LiveStatusError, StatusLine } from './LiveStatus';
import type { CreateOnrampMutation } from '../gql/graphql';
import { ReceiptUpload } from './ReceiptUpload';

const OnrampUpdates = graphql(`
  subscription OnrampUpdates($id: ID!) {
    onrampUpdated(id: $id) {
      id
      status
      settlementAccount {
        bankName
        accountName
        accountNumber
        reference
      }
    }
  }
`);

type CreatedOnramp = NonNullable<CreateOnrampMutation['createOnramp']['onramp']>;

export function OnrampStatus({ onramp }: { onramp: CreatedOnramp }) {
  // The first event is the last state the gateway knows, then every change in order.
  const { data, error } = useSubscription(OnrampUpdates, { variables: { id: onramp.id } });
  const live = data?.onrampUpdated;
  const status = live?.status ?? onramp.status;
  const account = live?.settlementAccount;
  return (
    <section aria-label="Created on-ramp" data-id={onramp.id}>
      <p>
        On-ramp {onramp.reference}: {onramp.amount} {onramp.currency} for {onramp.stablecoin}
      </p>
      <StatusLine status={status} />
      {account ? (
        <dl aria-label="Settlement account">
          <dt>Bank</dt>
          <dd>{account.bankName}</dd>
          <dt>Account name</dt>
          <dd>{account.accountName}</dd>
          <dt>Account number</dt>
          <dd data-field="accountNumber">{account.accountNumber}</dd>
          <dt>Reference</dt>
          <dd>{account.reference}</dd>
        </dl>
      ) : (
        <p>Waiting for the provider to say where to send the fiat…</p>
      )}
      <LiveStatusError error={error} />
      {(status === 'PENDING' || status === 'AWAITING_PAYMENT') && <ReceiptUpload onrampId={onramp.id} />}
    </section>
  );
}
