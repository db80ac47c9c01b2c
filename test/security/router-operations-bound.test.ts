// Subgraph mode with trusted documents: an operation whose text is not listed is matched root
// field by root field against the manifest, written out canonically (router-root-fields.ts).
// That match runs before the depth and cost limits, which do not count introspection, so what it
// writes out is bounded by the manifest: a root field nested deeper than every listed one is
// refused before any of it is printed. Printing is counted through graphql's own `print`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as graphql from 'graphql';
import { sha256Hex } from '../../src/security/persisted-queries.js';
import { TrustedDocuments } from '../../src/security/trusted-documents.js';

const printed = vi.hoisted(() => ({ count: 0 }));

vi.mock('graphql', async (importOriginal) => {
  const actual = await importOriginal<typeof import('graphql')>();
  return {
    ...actual,
    print: (...args: Parameters<typeof actual.print>) => {
      printed.count++;
      return actual.print(...args);
    },
  };
});

const LISTED = [
  'query Viewer__ramp__0{viewer{mode livemode}}',
  'query PayoutBeneficiaries__ramp__1($representations:[_Any!]!){_entities(representations:$representations){...on BusinessCustomer{name}}}',
];

const folder = mkdtempSync(join(tmpdir(), 'router-operations-'));
const manifestPath = join(folder, 'manifest.json');
writeFileSync(manifestPath, JSON.stringify(Object.fromEntries(LISTED.map((text) => [`sha256:${sha256Hex(text)}`, text]))));
const trusted = TrustedDocuments.fromManifest(manifestPath, { routerOperations: true });

afterAll(() => rmSync(folder, { recursive: true, force: true }));

function allows(text: string): boolean {
  const document = graphql.parse(text);
  const operation = graphql.getOperationAST(document);
  if (!operation) throw new Error('no operation');
  return trusted.allowsRouterOperation(document, operation);
}

/** An introspection query nested `depth` types deep: within the token limit, and not counted by the depth limit. */
function deepIntrospection(depth: number): string {
  return `query Viewer{__schema{types{${'ofType{'.repeat(depth)}name${'}'.repeat(depth)}}}}`;
}

describe('a router operation matched against the manifest', () => {
  beforeEach(() => {
    printed.count = 0;
  });

  it("still runs a listed root field as Hive Gateway writes it, merged with another's", () => {
    expect(
      allows(
        'query PayoutBeneficiaries($_v0_representations:[_Any!]!){_v0__entities:_entities(representations:$_v0_representations){__typename ...on BusinessCustomer{name}}_v1_viewer:viewer{livemode mode}}',
      ),
    ).toBe(true);
    expect(allows('query Viewer{viewer{mode livemode email}}')).toBe(false);
  });

  it('refuses a root field nested deeper than every listed one without writing any of it out', () => {
    expect(allows(deepIntrospection(600))).toBe(false);
    expect(printed.count).toBe(0);
  });

  it('refuses a deep field reached through fragments the same way', () => {
    const chain = Array.from({ length: 40 }, (_, index) => `fragment F${index} on __Type{ofType{...F${index + 1}}}`).join(' ');
    expect(allows(`query Viewer{__schema{types{...F0}}} ${chain} fragment F40 on __Type{name}`)).toBe(false);
    expect(printed.count).toBe(0);
  });
});
