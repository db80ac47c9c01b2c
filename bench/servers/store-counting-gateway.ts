// A gateway of this build or of another one (its compiled `src/server.js` given, e.g. a
// `--baseline=` build's), configured as servers/gateway.ts, whose store statements are counted
// from outside: the statements sent through the store's database object (reads, and writes
// outside a transaction), the transactions, and among the statements the reads of the event log
// (a SELECT naming one of its `status_event…` tables). Counting wraps the one database object
// the gateway's stores share, so it needs nothing of the build measured but `RunningGateway.store`.
import { pathToFileURL } from 'node:url';
import { childOptions, serveChild } from '../child-harness.js';
import { benchGatewayConfig, type GatewayChildOptions } from './gateway-config.js';

export interface StoreCountingGatewayOptions extends GatewayChildOptions {
  /** The compiled server module (`dist/src/server.js`) of the build to run. */
  serverModule: string;
}

export interface StoreCounts {
  statements: number;
  transactions: number;
  eventLogReads: number;
  /** Statements and transactions begun and not settled yet: 0 once the gateway is done with a change. */
  inFlight: number;
}

const EVENT_LOG_READ = /^\s*SELECT\b[\s\S]*\bstatus_event/i;

const options = childOptions<StoreCountingGatewayOptions>();
const server = (await import(pathToFileURL(options.serverModule).href)) as typeof import('../../src/server.js');
const gateway = await server.startGateway(benchGatewayConfig(options));
const counts: StoreCounts = { statements: 0, transactions: 0, eventLogReads: 0, inFlight: 0 };
const settle = () => {
  counts.inFlight -= 1;
};
const { db } = gateway.store;
const query = db.query.bind(db);
const transaction = db.transaction.bind(db);
db.query = (sql, params) => {
  counts.statements += 1;
  if (EVENT_LOG_READ.test(sql)) counts.eventLogReads += 1;
  counts.inFlight += 1;
  const result = query(sql, params);
  void result.then(settle, settle);
  return result;
};
db.transaction = (work) => {
  counts.transactions += 1;
  counts.inFlight += 1;
  const result = transaction(work);
  void result.then(settle, settle);
  return result;
};

serveChild(
  { url: gateway.url, graphqlUrl: gateway.graphqlUrl },
  async (message) => {
    if (message.type === 'store-counts') return { ...counts };
    throw new Error(`unknown request ${String(message.type)}`);
  },
  () => gateway.close(),
);
