import { systemError } from '../datasources/provider-errors.js';
import { modeOfApiKey } from '../domain/header-values.js';
import type { DataSet } from '../events/webhook-envelope.js';
import type { GatewayContext } from '../context.js';

/** The caller's key and the data set it selects; live status is always scoped to both. */
export function liveCaller(ctx: GatewayContext): { apiKey: string; dataSet: DataSet } {
  if (ctx.credentials === null) {
    throw systemError('UNAUTHENTICATED', 'Send your provider API key in the ngnc-sec-key header or connection parameter.');
  }
  const dataSet = modeOfApiKey(ctx.credentials.apiKey);
  if (dataSet === undefined) throw systemError('UNAUTHENTICATED', 'The API key is not a provider key (sk_test_… or sk_live_…).');
  return { apiKey: ctx.credentials.apiKey, dataSet };
}
