// The deadline of one provider call, as undici's `signal`. undici's headersTimeout and
// bodyTimeout bound the wait for headers and each silence in the body, but neither the wait for
// a free connection of the pool nor a body that trickles in: the whole call needs a deadline
// too. undici takes an EventEmitter as its signal, which costs a tenth of AbortSignal.timeout
// (an EventTarget whose timer outlives every call by its full timeout) per call.
import { EventEmitter } from 'node:events';

export class CallDeadline extends EventEmitter {
  aborted = false;
  reason: DOMException | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(timeoutMs: number) {
    super();
    // Named TimeoutError, as AbortSignal.timeout's reason is: the client's error mapping reads the name.
    this.timer = setTimeout(() => {
      this.aborted = true;
      this.reason = new DOMException(`The provider call took longer than ${timeoutMs} ms.`, 'TimeoutError');
      this.emit('abort');
    }, timeoutMs);
  }

  /** Call when the call is over, answered or not. */
  clear(): void {
    clearTimeout(this.timer);
  }
}
