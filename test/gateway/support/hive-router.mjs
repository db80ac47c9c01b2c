// Hive Gateway (its runtime, `@graphql-hive/gateway-runtime`) over a supergraph, in a process of
// its own: its typings bring the DOM library into any TypeScript program that imports it, which
// retypes Node's globals (performance, Response bodies) for the whole project. Started by
// supergraph.ts's `startHiveRouter`: argv is the supergraph SDL's file and the client headers it
// forwards to every subgraph (comma-separated); it prints its URL once it listens.
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [supergraphPath, forwarded] = process.argv.slice(2);
const forwardHeaders = forwarded.split(',').filter((name) => name !== '');
const runtime = createGatewayRuntime({
  supergraph: readFileSync(supergraphPath, 'utf8'),
  logging: false,
  propagateHeaders: {
    fromClientToSubgraphs: ({ request }) => Object.fromEntries(forwardHeaders.map((name) => [name, request.headers.get(name)])),
  },
});
const server = createServer(runtime);
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${server.address().port}/graphql`));
const stop = () => server.close(() => void runtime.dispose().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
// The test process holds stdin open: a test run that ends without stopping this router ends it too.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
