import { systemError } from '../../datasources/provider-errors.js';
import type { DataSet } from '../../status/ingest/webhook-envelope.js';
import type { GatewayContext } from '../../context.js';

/** The caller's key and the data set it reaches; live status is always scoped to both. */
export function liveCaller(ctx: GatewayContext): { apiKey: string; dataSet: DataSet } {
  if (ctx.credentials === null) {
    throw systemError('UNAUTHENTICATED', 'Send your provider API key in the ngnc-sec-key header or connection parameter.');
  }
  return { apiKey: ctx.credentials.apiKey, dataSet: ctx.credentials.dataSet };
}
