// Records what an operation created or read for live status: its owner (the caller's key
// fingerprint, which scopes subscriptions) and its status (the first state a later subscription
// yields). The operation has already happened at the provider, so a failure to record is
// logged and never fails it.

import type { GatewayContext } from '../../context.js';
import type { Learnt } from '../../status/ledger/status-source.js';
import type { DataSet, StatusObservation } from '../../status/ingest/webhook-envelope.js';

/**
 * `field`: the GraphQL field that created or read the resources, for the log; `learnt`: how, and
 * when the request was sent (taken before it was).
 */
export async function recordLiveStatus(
  ctx: GatewayContext,
  field: string,
  learnt: Learnt,
  observe: (dataSet: DataSet) => readonly StatusObservation[],
): Promise<void> {
  const { credentials } = ctx;
  if (credentials === null) return;
  try {
    const observations = observe(credentials.dataSet);
    if (observations.length > 0) await ctx.live.ledger.observe(credentials, observations, { learnt });
  } catch (error) {
    ctx.logger.warn({ err: error, field }, 'could not record a resource for live status');
  }
}
