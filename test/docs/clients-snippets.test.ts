// docs/clients.md's code blocks, run as written where they can run (only the gateway's address,
// a test key and the schema's path changed), so the page cannot rot. Blocks trimmed from the
// example app (they use its variables) and React components are not run here: the example app's
// own build and Chromium test run their originals.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { generate } from '@graphql-codegen/cli';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../gateway/support/harness.js';
import { createTestOnramp } from '../gateway/support/onramps.js';
import { REPOSITORY_ROOT } from './readme.js';

const page = readFileSync(join(REPOSITORY_ROOT, 'docs/clients.md'), 'utf8');
const blocks = [...page.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((match) => ({ lang: match[1]!, text: match[2]! }));

function block(lang: string, marker: string): string {
  const found = blocks.filter((candidate) => candidate.lang === lang && candidate.text.includes(marker));
  if (found.length !== 1) throw new Error(`docs/clients.md has ${found.length} ${lang} blocks containing ${marker}`);
  return found[0]!.text;
}

/** A directory outside the repository whose node_modules are the repository's, as an app's would be. */
function appDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'clients-snippets-'));
  symlinkSync(join(REPOSITORY_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  return dir;
}

// The key the snippets send: the embedded emulator's test key, so they run as written against `npm start`.
const DOCUMENTED_KEY = 'sk_test_emulator_00000000000000000000';

let harness: Harness;
const dirs: string[] = [];

beforeAll(async () => {
  // A gateway with a key of its own as well, as `npm start` has: the keyless block runs with it.
  const emulatorKey = 'sk_test_emulatorTestKey0000000000';
  harness = await startHarness({ emulator: { testKey: emulatorKey }, gateway: { rampApiKey: emulatorKey } });
});

afterAll(async () => {
  await harness?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('stock clients', () => {
  const run = async (marker: string): Promise<unknown> => {
    const dir = appDirectory();
    dirs.push(dir);
    const source = block('ts', marker).replaceAll('http://localhost:4000/graphql', harness.gateway.graphqlUrl).replaceAll(DOCUMENTED_KEY, harness.emulator.testKey);
    const file = join(dir, 'snippet.ts');
    writeFileSync(file, `${source}\nexport { data };\n`);
    const module = (await import(pathToFileURL(file).href)) as { data: unknown };
    return module.data;
  };

  for (const marker of ['// urql: GET queries', '// urql in a page with no key', '// Apollo Client 4', '// graphql-request 7']) {
    it(`${marker.slice(3)}… runs its first query`, async () => {
      expect(await run(marker)).toMatchObject({ viewer: { mode: 'TEST' } });
    });
  }
});

describe('uploads', () => {
  // A PDF by its bytes, beside the snippet as the page's blocks read it.
  const RECEIPT = '%PDF-1.7\n%receipt of the transfer\n';

  for (const marker of ["// apollo-upload-client's UploadHttpLink", '// urql: a File in the variables']) {
    it(`${marker.slice(3)}… uploads the receipt and the on-ramp moves to PROCESSING`, async () => {
      const onramp = await createTestOnramp(harness);
      const dir = appDirectory();
      dirs.push(dir);
      writeFileSync(join(dir, 'receipt.pdf'), RECEIPT);
      const source = block('ts', marker)
        .replaceAll('http://localhost:4000/graphql', harness.gateway.graphqlUrl)
        .replaceAll(DOCUMENTED_KEY, harness.emulator.testKey)
        .replaceAll('otc_0000000000', onramp.id);
      const file = join(dir, 'snippet.ts');
      writeFileSync(file, `${source}\nexport { data };\n`);
      const module = (await import(pathToFileURL(file).href)) as { data: unknown };
      expect(module.data).toMatchObject({ uploadOnrampProofOfPayment: { onramp: { id: onramp.id, status: 'PROCESSING' }, userErrors: [] } });
    });
  }
});

describe('Relay', () => {
  it('compiles the page’s operation with the page’s relay config, and its environment runs it', async () => {
    const dir = appDirectory();
    dirs.push(dir);
    mkdirSync(join(dir, 'src'));
    const config = JSON.parse(block('json', '"customScalarTypes"')) as { schema: string };
    writeFileSync(join(dir, 'relay.config.json'), JSON.stringify({ ...config, schema: join(REPOSITORY_ROOT, 'schema.graphql') }));
    writeFileSync(join(dir, 'src/ViewerQuery.ts'), block('ts', '// src/ViewerQuery.ts'));
    const source = block('ts', '// Relay 21').replaceAll('http://localhost:4000/graphql', harness.gateway.graphqlUrl).replaceAll(DOCUMENTED_KEY, harness.emulator.testKey);
    writeFileSync(join(dir, 'src/snippet.ts'), `${source}\nexport { data };\n`);

    await promisify(execFile)(process.execPath, [join(REPOSITORY_ROOT, 'node_modules/relay-compiler/cli.js'), '--output', 'quiet-with-errors'], { cwd: dir });
    const module = (await import(pathToFileURL(join(dir, 'src/snippet.ts')).href)) as { data: unknown };
    expect(module.data).toEqual({ viewer: { mode: 'TEST' } });
  });
});

it('the amountLimits example answers what its comment says', async () => {
  const text = block('graphql', 'query AmountLimits');
  const [query, comment] = text.split(/^# /m);
  const [variables, expected] = comment!.split('→').map((part) => JSON.parse(part.trim().replace(/(\w+):/g, '"$1":').replace(/: ([A-Z_]+)\b/g, ': "$1"')) as unknown);
  const response = await fetch(harness.gateway.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'ngnc-sec-key': harness.emulator.testKey },
    body: JSON.stringify({ query, variables }),
  });
  expect(await response.json()).toEqual({ data: { amountLimits: expected } });
});

it('the payout accounts query answers, per currency, the kinds the page names', async () => {
  const query = block('graphql', 'query OfframpPayoutMethods');
  // The table's rows: `| NGN | `[LOCAL_BANK_TRANSFER, NIP]` (…) |`, one or more currencies to a row.
  const rows = [...page.matchAll(/^\| ([A-Z]{3}(?:, [A-Z]{3})*) \| `\[([A-Z_, ]+)\]`/gm)];
  const named = rows.flatMap((match) => match[1]!.split(', ').map((currency) => ({ currency, kinds: match[2]!.split(', ') })));
  expect(named.map(({ currency }) => currency)).toEqual(['USD', 'NGN', 'EUR', 'GBP', 'XOF', 'XAF', 'UGX', 'TZS', 'SLE', 'SSP', 'BRL', 'CNY', 'PHP', 'CAD', 'HKD', 'IDR']);
  for (const { currency, kinds } of named) {
    const response = await fetch(harness.gateway.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'ngnc-sec-key': harness.emulator.testKey },
      body: JSON.stringify({ query, variables: { currency } }),
    });
    expect(await response.json()).toEqual({ data: { rateQuote: { currency, offrampPaymentMethods: kinds } } });
  }
});

describe('a client project of its own', () => {
  it('holds, on Node 20, the same overrides as the gateway’s package.json', () => {
    const documented = (JSON.parse(block('json', '"overrides"')) as { overrides: Record<string, unknown> }).overrides;
    const own = (JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as { overrides: Record<string, unknown> }).overrides;
    for (const [name, version] of Object.entries(documented)) expect(own[name], name).toEqual(version);
  });

  it('sends keys that are valid header values as written', () => {
    for (const { text } of blocks.filter((candidate) => candidate.lang === 'ts' || candidate.lang === 'tsx')) {
      for (const [, key] of text.matchAll(/'ngnc-sec-key': '([^']*)'/g)) expect(key).toMatch(/^[\x21-\x7e]{8,512}$/);
    }
  });
});

describe('the codegen config', () => {
  it('generates typed documents from schema.graphql that a Node ESM app compiles, imports and sends by its manifest hash', async () => {
    const dir = appDirectory();
    dirs.push(dir);
    mkdirSync(join(dir, 'src'));
    const operation = /graphql\(`([\s\S]*?)`\)/.exec(block('tsx', 'const EspTransactionsQuery = graphql('))![1]!;
    writeFileSync(
      join(dir, 'src/operations.ts'),
      `import { graphql } from './gql/index.js';\nexport const EspTransactionsQuery = graphql(\`${operation}\`);\n`,
    );
    writeFileSync(
      join(dir, 'src/main.ts'),
      [
        "import { print } from 'graphql';",
        "import { EspTransactionsQuery } from './operations.js';",
        "import type { EspTransactionsQuery as Result } from './gql/graphql.js';",
        "const amount: Result['espTransactions']['edges'][number]['node']['amount'] = '1500.25';",
        'const meta = (EspTransactionsQuery as { __meta__?: { hash?: string } }).__meta__;',
        'console.log(JSON.stringify({ hash: meta?.hash, text: print(EspTransactionsQuery), amount }));',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'tsconfig.json'), block('json', '"moduleResolution": "NodeNext"'));
    const codegenFile = join(dir, 'codegen.ts');
    writeFileSync(codegenFile, block('ts', '// codegen.ts'));
    // As written, with the schema's place given as the page says, the gateway checkout's name being anything.
    process.env.RAMP_GATEWAY_SCHEMA = join(REPOSITORY_ROOT, 'schema.graphql');
    const config = await (async () => {
      try {
        return ((await import(pathToFileURL(codegenFile).href)) as { default: CodegenConfig }).default;
      } finally {
        delete process.env.RAMP_GATEWAY_SCHEMA;
      }
    })();

    await generate({ ...config, cwd: dir, silent: true }, true);
    await promisify(execFile)(process.execPath, [join(REPOSITORY_ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir });
    const { stdout } = await promisify(execFile)(process.execPath, [join(dir, 'dist/main.js')], { cwd: dir });
    const output = JSON.parse(stdout) as { hash: string; text: string; amount: string };

    expect(output.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(output.text).toContain('__typename');
    const manifest = JSON.parse(readFileSync(join(dir, 'src/gql/persisted-documents.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest)).toEqual([output.hash]);

    // The gateway runs the manifest's text, and then the same document by its hash alone.
    const send = (body: unknown) =>
      fetch(harness.gateway.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'ngnc-sec-key': harness.emulator.testKey },
        body: JSON.stringify(body),
      }).then((response) => response.json());
    const persistedQuery = { version: 1, sha256Hash: output.hash.slice('sha256:'.length) };
    const variables = { first: 2 };
    expect(await send({ query: manifest[output.hash], variables, extensions: { persistedQuery } })).toMatchObject({ data: { espTransactions: { totalCount: 0 } } });
    expect(await send({ variables, extensions: { persistedQuery } })).toMatchObject({ data: { espTransactions: { totalCount: 0 } } });
  }, 90_000);
});
