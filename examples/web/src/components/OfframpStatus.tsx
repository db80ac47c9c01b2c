// A created off-ramp, its status pushed by the gateway as the provider moves it.
import { useSubscription } from '@apollo/client/react';
import { graphql } from '../gql';
import { LiveStatusError, StatusLine } from './LiveStatus';
import type { CreateOfframpMutation } from '../gql/graphql';
import { OfframpHistory } from './OfframpHistory';

const OfframpUpdates = graphql(`
  subscription OfframpUpdates($id: ID!) {
    offrampUpdated(id: $id) {
      id
      status
      payoutAmount
    }
  }
`);

type CreatedOfframp = NonNullable<CreateOfframpMutation['createOfframp']['offramp']>;

export function OfframpStatus({ offramp }: { offramp: CreatedOfframp }) {
  // The first event is the last state the gateway knows, then every change in order.
  const { data, error } = useSubscription(OfframpUpdates, { variables: { id: offramp.id } });
  const live = data?.offrampUpdated;
  return (
    <section aria-label="Created off-ramp" data-id={offramp.id}>
      <p>
        Off-ramp {offramp.reference}: {offramp.amount} {offramp.stablecoin} for {live?.payoutAmount ?? offramp.payoutAmount} {offramp.currency}
      </p>
      <StatusLine status={live?.status ?? offramp.status} />
      <LiveStatusError error={error} />
      <OfframpHistory key={offramp.id} id={offramp.id} />
    </section>
  );
}
