// The one line `npm start` prints when the gateway cannot listen: the operator needs the port and
// what to do, not Node's stack of the failed bind.

interface ListenFailure {
  code?: unknown;
  port?: unknown;
}

/** One line for a listen error the operator can fix, or undefined for any other error. */
export function describeListenError(error: unknown, host: string, port: number): string | undefined {
  const { code } = (error ?? {}) as ListenFailure;
  const where = `${host}:${port}`;
  switch (code) {
    case 'EADDRINUSE':
      return `ramp gateway: port ${port} is in use (${where}); stop what holds it or set PORT to another port (PORT=0 picks a free one).`;
    case 'EACCES':
      return `ramp gateway: not allowed to listen on ${where}; use a port above 1023 (PORT) or give the process that right.`;
    case 'EADDRNOTAVAIL':
      return `ramp gateway: ${host} is not an address of this machine; set HOST to one that is (or 0.0.0.0).`;
    default:
      return undefined;
  }
}
