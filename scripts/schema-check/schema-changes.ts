// Whether schema.graphql may ship against the last released schema: every breaking change
// (graphql-inspector's judgement) must be named in CHANGELOG.md under a version whose major is
// above the released one, and a field or enum value may be removed only once a release had it
// deprecated. Dangerous changes (a new enum value, a new optional argument's default…) are
// reported, never refused: clients should hear of them, nothing of theirs stops compiling.
import { ChangeType, CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

export interface SchemaCheckInput {
  released: { version: string; sdl: string };
  currentSdl: string;
  changelog: string;
}

export interface SchemaCheckResult {
  releasedVersion: string;
  /** The version a breaking change must be listed under (at least). */
  nextMajor: string;
  breaking: Change[];
  /** Breaking changes CHANGELOG.md does not name under a new major version. */
  unnamed: Change[];
  /** Fields and enum values removed without a release that had them deprecated. */
  removedWithoutDeprecation: Change[];
  dangerous: Change[];
  /** Dangerous changes CHANGELOG.md does not list yet under a new major version: the only ones warned of. */
  unlisted: Change[];
  ok: boolean;
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

export function majorOf(version: string): number {
  const match = SEMVER.exec(version);
  if (match === null) throw new Error(`not a version: ${version}`);
  return Number(match[1]);
}

/**
 * CHANGELOG.md's sections whose heading is `## [x.y.z]` (anything may follow: a date, or
 * "Unreleased" until it ships) with a major above `major`, as one text.
 */
export function sectionsAboveMajor(changelog: string, major: number): string {
  const sections = changelog.split(/^(?=## )/m);
  return sections
    .filter((section) => {
      const version = /^## \[(\d+\.\d+\.\d+)\]/.exec(section)?.[1];
      return version !== undefined && majorOf(version) > major;
    })
    .join('\n');
}

/** How CHANGELOG.md names a change: its schema coordinate in backticks (`Type.field`, `Type.field.argument`). */
export function changeName(change: Change): string {
  return change.path ?? change.message;
}

function isNamed(change: Change, text: string): boolean {
  return text.includes(`\`${changeName(change)}\``);
}

function wasDeprecated(schema: GraphQLSchema, path: string | undefined): boolean {
  const [typeName, member] = (path ?? '').split('.');
  const type = typeName === undefined ? undefined : schema.getType(typeName);
  if (type === undefined || member === undefined) return false;
  if (isObjectType(type) || isInterfaceType(type)) return type.getFields()[member]?.deprecationReason != null;
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason != null;
  return false;
}

const REMOVALS = new Set<string>([ChangeType.FieldRemoved, ChangeType.EnumValueRemoved]);

export async function checkSchema(input: SchemaCheckInput): Promise<SchemaCheckResult> {
  const releasedSchema = buildSchema(input.released.sdl);
  const changes = await diff(releasedSchema, buildSchema(input.currentSdl));
  const releasedMajor = majorOf(input.released.version);
  const newMajorText = sectionsAboveMajor(input.changelog, releasedMajor);
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  const dangerous = changes.filter((change) => change.criticality.level === CriticalityLevel.Dangerous);
  const unnamed = breaking.filter((change) => !isNamed(change, newMajorText));
  const removedWithoutDeprecation = breaking.filter((change) => REMOVALS.has(change.type) && !wasDeprecated(releasedSchema, change.path));
  return {
    releasedVersion: input.released.version,
    nextMajor: `${releasedMajor + 1}.0.0`,
    breaking,
    unnamed,
    removedWithoutDeprecation,
    dangerous,
    unlisted: dangerous.filter((change) => !isNamed(change, newMajorText)),
    ok: unnamed.length === 0 && removedWithoutDeprecation.length === 0,
  };
}

/** The report printed by `npm run schema:check`: each failure with the exact line to add. */
export function formatReport(result: SchemaCheckResult): string {
  const lines: string[] = [];
  const { releasedVersion, nextMajor } = result;
  if (result.unnamed.length > 0) {
    lines.push(
      `schema.graphql breaks clients of the released schema ${releasedVersion} (schema/released/${releasedVersion}.graphql) in ${result.unnamed.length} way(s) CHANGELOG.md does not name.`,
      `Add each line below to CHANGELOG.md under a heading "## [${nextMajor}] - Unreleased" (or a later major; put the date when it ships), in its "### Breaking" list, and say what a client must change:`,
      '',
      ...result.unnamed.map((change) => `- \`${changeName(change)}\`: ${change.message}.`),
      '',
    );
  }
  if (result.removedWithoutDeprecation.length > 0) {
    lines.push(
      'Removed without a release that had them deprecated: keep each, mark it @deprecated(reason: "…") in a release, and remove it in a later major:',
      ...result.removedWithoutDeprecation.map((change) => `- \`${changeName(change)}\`: ${change.message}.`),
      '',
    );
  }
  if (result.unlisted.length > 0) {
    lines.push(
      `Warning: ${result.unlisted.length} change(s) may surprise clients of ${releasedVersion} (not refused; list them in CHANGELOG.md under "## [${nextMajor}] - Unreleased"):`,
      ...result.unlisted.map((change) => `- \`${changeName(change)}\`: ${change.message}.`),
      '',
    );
  }
  const named = result.breaking.length - result.unnamed.length;
  lines.push(
    result.ok
      ? `schema.graphql against ${releasedVersion}: ${result.breaking.length} breaking change(s)${named > 0 ? `, each named in CHANGELOG.md under ${nextMajor} or later` : ''}; ${result.dangerous.length} dangerous${result.dangerous.length > 0 && result.unlisted.length === 0 ? ', each listed in CHANGELOG.md' : ''}.`
      : 'schema:check failed.',
  );
  return lines.join('\n');
}
