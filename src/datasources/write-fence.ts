// The last check before a write leaves for the provider, and the bound on when it may still leave.
// An idempotent mutation runs its provider call inside its request client's `withWriteFence`
// (src/datasources/ramp-client.ts): the client asks the fence (`pass`) as the last await before
// sending, telling it the call's deadline, and refuses to write the request's first byte once that
// deadline has passed (a stall between the check and the socket), so whoever checks the fence
// knows no request it let through reaches the provider after that deadline.
//
// Why the fence is held by the request's client and not by an AsyncLocalStorage: on Node 20 a
// store in use makes every promise of the process pay async hooks, and a request's mutation fields
// run one after another, so its client runs one fenced call at a time.
import type { Dispatcher } from 'undici';

export interface WriteFence {
  /**
   * Resolves when the write may be sent, the call to be over by `deadline` (epoch ms); throws,
   * and nothing is sent, otherwise.
   */
  pass(deadline: number): Promise<void>;
}

/** The fence of the one fenced call a request's client runs at a time (the client refuses a second). */
export class WriteFenceSlot {
  private current: WriteFence | undefined;

  get fence(): WriteFence | undefined {
    return this.current;
  }

  /** Runs `work` with every provider write it makes checked by `fence` first. */
  async run<T>(fence: WriteFence, work: () => Promise<T>): Promise<T> {
    this.current = fence;
    try {
      return await work();
    } finally {
      this.current = undefined;
    }
  }
}

/** A second fenced call on a client already running one: refused before anything is sent. */
export class OverlappingWriteFences extends Error {
  override name = 'OverlappingWriteFences';
}

/** The request reached its socket after its deadline: it was not written. */
export class LateWriteRefused extends Error {
  override name = 'LateWriteRefused';
}

/**
 * An undici interceptor refusing to write a request once `deadline` has passed. undici calls
 * `onRequestStart` synchronously just before writing the request to its socket, after any wait
 * for a connection, so nothing can wait between this check and the write.
 */
export function refuseWritesAfter(deadline: number): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => dispatch(options, new LateWriteGuard(handler, deadline));
}

class LateWriteGuard implements Dispatcher.DispatchHandler {
  constructor(
    private readonly handler: Dispatcher.DispatchHandler,
    private readonly deadline: number,
  ) {}

  onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void {
    if (Date.now() >= this.deadline) {
      controller.abort(new LateWriteRefused('The request reached its connection after its deadline and was not sent.'));
      return;
    }
    this.handler.onRequestStart?.(controller, context);
  }

  onRequestUpgrade(...args: Parameters<NonNullable<Dispatcher.DispatchHandler['onRequestUpgrade']>>): void {
    this.handler.onRequestUpgrade?.(...args);
  }

  onResponseStart(...args: Parameters<NonNullable<Dispatcher.DispatchHandler['onResponseStart']>>): void {
    this.handler.onResponseStart?.(...args);
  }

  onResponseData(...args: Parameters<NonNullable<Dispatcher.DispatchHandler['onResponseData']>>): void {
    this.handler.onResponseData?.(...args);
  }

  onResponseEnd(...args: Parameters<NonNullable<Dispatcher.DispatchHandler['onResponseEnd']>>): void {
    this.handler.onResponseEnd?.(...args);
  }

  onResponseError(...args: Parameters<NonNullable<Dispatcher.DispatchHandler['onResponseError']>>): void {
    this.handler.onResponseError?.(...args);
  }
}
