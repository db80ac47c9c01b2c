// `npm run federation:documents -- <supergraph.graphql> <client-manifest.json> <subgraph name>`:
// prints the trusted-documents manifest of what a router sends that subgraph for the client
// manifest's operations (router-operations.ts), for the gateway's TRUSTED_DOCUMENTS in subgraph mode.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { subgraphOperations } from './router-operations.js';

const [supergraphPath, clientManifestPath, subgraph] = process.argv.slice(2);
if (supergraphPath === undefined || clientManifestPath === undefined || subgraph === undefined) {
  console.error('usage: npm run federation:documents -- <supergraph.graphql> <client-manifest.json> <subgraph name>');
  process.exit(2);
}
try {
  const clientManifest = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(clientManifestPath, 'utf8')));
  const manifest = subgraphOperations(readFileSync(supergraphPath, 'utf8'), Object.values(clientManifest), subgraph);
  console.log(JSON.stringify(manifest, null, 2));
} catch (error) {
  console.error(`federation:documents: ${(error as Error).message}`);
  process.exitCode = 1;
}
