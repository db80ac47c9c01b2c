// What one gateway instance gives WebSocket clients beyond what every subscription transport
// shares, bounded: connections per caller (key, or address without one), the size of
// `connectionParams` (kept for a connection's whole life), `connection_init` messages per address
// (each may cost a key check with the provider), and subscriptions per connection. The page's
// origin and the instance's live connections are every transport's, as are subscriptions per
// caller (src/status/feeds/subscription-policy.ts, which asks these bounds at its steps and counts what
// they refuse). Past a bound the socket is closed with a code saying which (docs/operations.md,
// "WebSocket limits"). Counts are per instance: a load balancer spreads connections, and nothing
// here survives a restart.
import { connectionInitCharge, type RateLimiter } from './rate-limiter.js';
import type { SecurityConfig } from './security-config.js';

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

/** The bounds of this module. */
export type WebSocketBound = 'caller_connections' | 'connection_params_size' | 'connection_init_rate' | 'connection_subscriptions';

/** What `ramp_gateway_websocket_refusals_total` counts: these bounds, and the two every transport shares that close a WebSocket at its upgrade. */
export type RefusalReason = 'origin' | 'instance_connections' | WebSocketBound;

export interface Refusal {
  bound: WebSocketBound;
  code: number;
  /** The close reason (at most 123 bytes). */
  reason: string;
}

/** connect()'s answer for a connection that closed meanwhile: nothing to count, nobody to tell. */
export const GONE = 'gone';

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
    /** Counts `connection_init` per address; its budget is WS_CONNECTION_INITS_PER_WINDOW. */
    private readonly inits: RateLimiter,
  ) {}

  /**
   * At `connection_init`, before its key is checked with the provider. An admitted connection
   * counts against its caller until release().
   */
  async connect(connection: LimitedConnection, caller: string, address: string | undefined): Promise<Refusal | typeof GONE | undefined> {
    const decision = await this.inits.check([connectionInitCharge(address)]);
    if (this.released.has(connection)) return GONE;
    if (!decision.allowed) {
      return { bound: 'connection_init_rate', code: WS_CLOSE_CODES.tooMany, reason: `Too many connection attempts; retry in ${decision.retryAfterSeconds} s` };
    }
    if (jsonSize(connection.connectionParams ?? {}) > this.settings.wsMaxConnectionParamsBytes) {
      return {
        bound: 'connection_params_size',
        code: WS_CLOSE_CODES.connectionParamsTooLarge,
        reason: `Connection parameters larger than ${this.settings.wsMaxConnectionParamsBytes} bytes`,
      };
    }
    const connections = this.connectionsByCaller.get(caller) ?? new Set();
    if (connections.size >= this.settings.wsMaxConnectionsPerCaller) {
      return {
        bound: 'caller_connections',
        code: WS_CLOSE_CODES.tooMany,
        reason: `Too many connections for this key or address (limit ${this.settings.wsMaxConnectionsPerCaller})`,
      };
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
      return {
        bound: 'connection_subscriptions',
        code: WS_CLOSE_CODES.tooMany,
        reason: `Too many subscriptions on this connection (limit ${this.settings.wsMaxSubscriptionsPerConnection})`,
      };
    }
    return undefined;
  }
}
