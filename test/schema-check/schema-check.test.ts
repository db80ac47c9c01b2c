// `npm run schema:check`: schema.graphql against the newest released schema, with CHANGELOG.md.
// A breaking change fails unless the changelog names it under a new major version; a removal
// needs a release that had it deprecated; additive changes pass; dangerous ones are warnings.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeName, checkSchema, formatReport, sectionsAboveMajor } from '../../scripts/schema-check/schema-changes.js';
import { newestRelease } from '../../scripts/schema-check/releases.js';
import { REPOSITORY_ROOT } from '../docs/readme.js';

const RELEASED = `
type Query {
  offramp(id: ID!): Offramp
  legacyRate: String @deprecated(reason: "Use rateQuote.")
  rate: String
}
type Offramp { id: ID! status: Status! }
enum Status { PENDING COMPLETED }
input CreateOfframpInput { amount: String! currency: String! }
type Mutation { createOfframp(input: CreateOfframpInput!): Offramp }
`;

const check = (currentSdl: string, changelog = '# Changelog\n\n## [Unreleased]\n') =>
  checkSchema({ released: { version: '0.1.0', sdl: RELEASED }, currentSdl, changelog });

const retyped = RELEASED.replace('amount: String!', 'amount: Float!');

describe('a breaking change', () => {
  it('fails when CHANGELOG.md does not name it, and says exactly what to add', async () => {
    const result = await check(retyped);
    expect(result.ok).toBe(false);
    expect(result.unnamed.map((change) => change.path)).toEqual(['CreateOfframpInput.amount']);
    const report = formatReport(result);
    expect(report).toContain('"## [1.0.0] - Unreleased"');
    expect(report).toContain("- `CreateOfframpInput.amount`: Input field 'CreateOfframpInput.amount' changed type from 'String!' to 'Float!'.");
    expect(report).toMatch(/schema:check failed\.$/);
  });

  it('passes once named under a version whose major is above the released one', async () => {
    const changelog = '# Changelog\n\n## [Unreleased]\n\n## [1.0.0] - Unreleased\n\n### Breaking\n\n- `CreateOfframpInput.amount`: a number now.\n\n## [0.1.0] - 2026-11-24\n';
    const result = await check(retyped, changelog);
    expect(result.ok).toBe(true);
    expect(formatReport(result)).toContain('1 breaking change(s), each named in CHANGELOG.md under 1.0.0 or later');
  });

  it('still fails when named only under Unreleased, a minor version, or without backticks', async () => {
    for (const changelog of [
      '## [Unreleased]\n\n- `CreateOfframpInput.amount`: a number now.\n',
      '## [0.2.0] - 2026-12-01\n\n- `CreateOfframpInput.amount`: a number now.\n',
      '## [1.0.0] - Unreleased\n\n- CreateOfframpInput.amount is a number now.\n',
    ]) {
      expect({ changelog, ok: (await check(retyped, changelog)).ok }).toEqual({ changelog, ok: false });
    }
  });

  it('lists every unnamed break at once, a named one aside', async () => {
    const current = retyped.replace('offramp(id: ID!): Offramp', 'offramp(id: String!): Offramp').replace('currency: String!', 'currency: String! fee: String!');
    const result = await check(current, '## [1.0.0] - Unreleased\n- `CreateOfframpInput.amount`\n');
    expect(result.unnamed.map((change) => change.path).sort()).toEqual(['CreateOfframpInput.fee', 'Query.offramp.id']);
  });
});

describe('removals', () => {
  it('refuses a field removed without a release that had it deprecated, even when named', async () => {
    const result = await check(RELEASED.replace('  rate: String\n', ''), '## [1.0.0] - Unreleased\n- `Query.rate`\n');
    expect(result.ok).toBe(false);
    expect(result.removedWithoutDeprecation.map((change) => change.path)).toEqual(['Query.rate']);
    expect(formatReport(result)).toContain('mark it @deprecated');
  });

  it('allows removing a field the released schema deprecated, once named under the new major', async () => {
    const current = RELEASED.replace(/ {2}legacyRate.*\n/, '');
    expect((await check(current)).ok).toBe(false);
    expect((await check(current, '## [1.0.0] - Unreleased\n- `Query.legacyRate`: removed, deprecated since 0.1.0.\n')).ok).toBe(true);
  });
});

describe('additive and dangerous changes', () => {
  it('passes a new field, type, optional argument and mutation without any changelog entry', async () => {
    const current = RELEASED.replace('rate: String\n', 'rate: String\n  events(first: Int): [String!]!\n').replace(
      'type Mutation {',
      'type Mutation {\n  cancelOfframp(id: ID!): Offramp',
    );
    const result = await check(current);
    expect(result).toMatchObject({ ok: true, breaking: [], dangerous: [] });
  });

  it('passes a new enum value, listed as a warning', async () => {
    const result = await check(RELEASED.replace('PENDING COMPLETED', 'PENDING PROCESSING COMPLETED'));
    expect(result.ok).toBe(true);
    expect(result.dangerous.map((change) => change.path)).toEqual(['Status.PROCESSING']);
    expect(formatReport(result)).toMatch(/Warning: 1 change\(s\) may surprise clients of 0\.1\.0[\s\S]*- `Status.PROCESSING`/);
  });

  it('warns no more of a new enum value once the changelog lists it under the next major', async () => {
    const result = await check(RELEASED.replace('PENDING COMPLETED', 'PENDING PROCESSING COMPLETED'), '## [1.0.0] - Unreleased\n\n- `Status.PROCESSING`: a new status.\n');
    expect(result.unlisted).toEqual([]);
    expect(formatReport(result)).not.toContain('Warning');
  });
});

describe('the repository', () => {
  it('reads the newest release by version, not by name', () => {
    expect(newestRelease(['0.9.0.graphql', '0.10.0.graphql', 'README.md', '0.2.1.graphql'])).toBe('0.10.0');
  });

  it('takes only sections of a higher major from CHANGELOG.md', () => {
    const text = sectionsAboveMajor('# C\n## [Unreleased]\nu\n## [2.0.0] - Unreleased\ntwo\n## [1.3.0] - 2026-01-01\none\n', 1);
    expect(text).toContain('two');
    expect(text).not.toMatch(/\bu\b|one/);
  });

  it('schema.graphql passes against its newest release with CHANGELOG.md as committed', async () => {
    const releasedDir = join(REPOSITORY_ROOT, 'schema/released');
    const version = newestRelease(readdirSync(releasedDir));
    const result = await checkSchema({
      released: { version, sdl: readFileSync(join(releasedDir, `${version}.graphql`), 'utf8') },
      currentSdl: readFileSync(join(REPOSITORY_ROOT, 'schema.graphql'), 'utf8'),
      changelog: readFileSync(join(REPOSITORY_ROOT, 'CHANGELOG.md'), 'utf8'),
    });
    expect(result.ok, formatReport(result)).toBe(true);
    // An untouched clone's `npm test` warns of nothing: every dangerous change is listed.
    expect(result.unlisted.map(changeName)).toEqual([]);
  });
});
