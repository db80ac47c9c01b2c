// What one gateway instance gives WebSocket clients, bounded: connections per instance (counted
// with the instance's SSE and multipart streams: live-connections.ts) and per
// caller (key, or address without one), the size of `connectionParams` (kept for a connection's
// whole life), `connection_init` messages per address (each may cost a key check with the
// provider), and subscriptions per connection. (Subscriptions per caller are counted over every
// transport: subscription-counts.ts.) Past a bound the socket is closed
// with a code saying which (docs/operations.md, "WebSocket limits"), and the refusal is counted.
// Counts are per instance: a load balancer spreads connections, and nothing here survives a restart.
import type { LiveConnections } from './live-connections.js';
import type { OriginPolicy } from './origin-policy.js';
import { connectionInitCharge, type RateLimiter } from './rate-limiter.js';
import type { SecurityConfig } from './security-config.js';
import type { WebSocketMetrics } from './websocket-metrics.js';

export const WS_CLOSE_CODES = {
  /** The page's origin is not allowed (graphql-ws's own code for a refused connection). */
  originNotAllowed: 4403,
  /** The caller holds too many connections or subscriptions, or opens connections too fast (graphql-ws's client never retries 4429). */
  tooMany: 4429,
  /** `connectionParams` larger than allowed. */
  connectionParamsTooLarge: 4413,
  /** This instance is full: WebSocket's own "try again later", which clients retry, maybe on another instance. */
  instanceFull: 1013,
} as const;

export type RefusalReason =
  | 'origin'
  | 'instance_connections'
  | 'caller_connections'
  | 'connection_params_size'
  | 'connection_init_rate'
  | 'connection_subscriptions';

export interface Refusal {
  code: number;
  /** The close reason (at most 123 bytes). */
  reason: string;
}

/** connect()'s answer for a connection that closed meanwhile: nothing to count, nobody to tell. */
const GONE: Refusal = { code: 1000, reason: 'Closed' };

/** The part of graphql-ws's connection context the limits read. */
export interface LimitedConnection {
  readonly connectionParams?: Readonly<Record<string, unknown>> | undefined;
  readonly subscriptions: Readonly<Record<string, unknown>>;
}

export type WebSocketLimitSettings = Pick<
  SecurityConfig,
  'wsMaxConnectionsPerCaller' | 'wsMaxConnectionParamsBytes' | 'wsMaxSubscriptionsPerConnection'
>;

/**
 * Bytes of a parsed message part as JSON. JSON.parse reads nesting of any depth, JSON.stringify
 * recurses: a 100 KB `[[[…]]]` overflows its stack, and is larger than any limit anyway.
 */
function jsonSize(value: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(value));
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export class WebSocketLimits {
  private readonly connectionsByCaller = new Map<string, Set<LimitedConnection>>();
  private readonly callerOf = new WeakMap<LimitedConnection, string>();
  // Connections already released: one that closes while connect() awaits the init budget (a
  // Redis round trip) is released before it is counted, and must not be counted after.
  private readonly released = new WeakSet<LimitedConnection>();

  constructor(
    private readonly settings: WebSocketLimitSettings,
    private readonly origins: OriginPolicy,
    /** Counts `connection_init` per address; its budget is WS_CONNECTION_INITS_PER_WINDOW. */
    private readonly inits: RateLimiter,
    private readonly metrics: WebSocketMetrics,
    private readonly connections: LiveConnections,
  ) {}

  private refuse(reason: RefusalReason, refusal: Refusal): Refusal {
    this.metrics.refused(reason);
    return refusal;
  }

  /**
   * At the upgrade, before graphql-ws sees the socket: the page's origin, then a place among this
   * instance's live connections, which the answer frees when the socket closes.
   */
  upgrade(origin: string | undefined): Refusal | (() => void) {
    if (!this.origins.allows(origin)) return this.refuse('origin', { code: WS_CLOSE_CODES.originNotAllowed, reason: 'Origin not allowed' });
    const release = this.connections.take();
    if (release === undefined) {
      return this.refuse('instance_connections', { code: WS_CLOSE_CODES.instanceFull, reason: 'Too many connections on this instance; try again later' });
    }
    return release;
  }

  /**
   * At `connection_init`, before its key is checked with the provider. An admitted connection
   * counts against its caller until release().
   */
  async connect(connection: LimitedConnection, caller: string, address: string | undefined): Promise<Refusal | undefined> {
    const decision = await this.inits.check([connectionInitCharge(address)]);
    if (this.released.has(connection)) return GONE;
    if (!decision.allowed) {
      return this.refuse('connection_init_rate', { code: WS_CLOSE_CODES.tooMany, reason: `Too many connection attempts; retry in ${decision.retryAfterSeconds} s` });
    }
    if (jsonSize(connection.connectionParams ?? {}) > this.settings.wsMaxConnectionParamsBytes) {
      return this.refuse('connection_params_size', {
        code: WS_CLOSE_CODES.connectionParamsTooLarge,
        reason: `Connection parameters larger than ${this.settings.wsMaxConnectionParamsBytes} bytes`,
      });
    }
    const connections = this.connectionsByCaller.get(caller) ?? new Set();
    if (connections.size >= this.settings.wsMaxConnectionsPerCaller) {
      return this.refuse('caller_connections', {
        code: WS_CLOSE_CODES.tooMany,
        reason: `Too many connections for this key or address (limit ${this.settings.wsMaxConnectionsPerCaller})`,
      });
    }
    connections.add(connection);
    this.connectionsByCaller.set(caller, connections);
    this.callerOf.set(connection, caller);
    return undefined;
  }

  /** When a connection closes (admitted or not). */
  release(connection: LimitedConnection): void {
    this.released.add(connection);
    const caller = this.callerOf.get(connection);
    if (caller === undefined) return;
    this.callerOf.delete(connection);
    const connections = this.connectionsByCaller.get(caller);
    connections?.delete(connection);
    if (connections?.size === 0) this.connectionsByCaller.delete(caller);
  }

  /** At each `subscribe`, whose operation graphql-ws has already entered in the connection's `subscriptions`. */
  subscribe(connection: LimitedConnection): Refusal | undefined {
    const open = Object.keys(connection.subscriptions).length;
    if (open > this.settings.wsMaxSubscriptionsPerConnection) {
      return this.refuse('connection_subscriptions', {
        code: WS_CLOSE_CODES.tooMany,
        reason: `Too many subscriptions on this connection (limit ${this.settings.wsMaxSubscriptionsPerConnection})`,
      });
    }
    return undefined;
  }

  /** A connection the upgrade let through, until its socket closes: the open connections' gauge. */
  opened(): void {
    this.metrics.opened();
  }

  closed(): void {
    this.metrics.closed();
  }
}
