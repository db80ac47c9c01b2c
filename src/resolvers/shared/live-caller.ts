import { systemError } from '../../datasources/provider-errors.js';
import type { ResourceKind } from '../../domain/state-machines.js';
import type { StatusChange } from '../../status/ledger/status-change.js';
import type { DataSet } from '../../status/ingest/webhook-envelope.js';
import type { GatewayContext } from '../../context.js';

/** The caller's key and the data set it reaches; live status is always scoped to both. */
export function liveCaller(ctx: GatewayContext): { apiKey: string; dataSet: DataSet } {
  if (ctx.credentials === null) {
    throw systemError('UNAUTHENTICATED', 'Send your provider API key in the ngnc-sec-key header or connection parameter.');
  }
  return { apiKey: ctx.credentials.apiKey, dataSet: ctx.credentials.dataSet };
}

/**
 * The last known state of a resource the caller's key created or read through the gateway, read
 * from its latest stored change; null for any other.
 */
export async function lastKnown<T>(ctx: GatewayContext, kind: ResourceKind, id: string, fromChange: (change: StatusChange) => T): Promise<T | null> {
  const { apiKey, dataSet } = liveCaller(ctx);
  if (!(await ctx.live.feeds.canRead(apiKey, dataSet, kind, id))) return null;
  const current = await ctx.live.ledger.current(dataSet, kind, id);
  return current ? fromChange(current) : null;
}
