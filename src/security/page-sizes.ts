// The page sizes an operation will run with, written into its document for graphql-armor's cost
// rule. That rule multiplies a field's cost by its `first` or `last` only when written inline
// (`first: 100`); sent as a variable (`first: $n`) the page counted as one item, so the same
// request cost a hundredth as much. Here each `first`/`last` becomes the literal it stands for:
// the variable's value, else its default; and at most the largest page the gateway serves, since
// a larger one is refused by the connection before it costs anything. In subgraph mode a router's
// `_entities(representations:)` is a page too, of as many entities as it sends representations:
// counted the same way, written as the `first` the cost rule multiplies by.
import type { ArgumentNode, DocumentNode, ValueNode } from 'graphql';
import * as graphql from 'graphql';

const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last']);
const ENTITIES_FIELD = '_entities';
const REPRESENTATIONS_ARGUMENT = 'representations';

export type Variables = Readonly<Record<string, unknown>> | null | undefined;

export class PageSizes {
  private constructor(
    private readonly document: DocumentNode,
    private readonly pageArguments: readonly ArgumentNode[],
    /** The `representations` of each `_entities` field (subgraph mode). */
    private readonly entityArguments: readonly ArgumentNode[],
    /** A variable's default page size: the largest of its definitions, for a document of several operations. */
    private readonly defaults: ReadonlyMap<string, number>,
    /** A variable's default batch of representations: the largest of its definitions, as for page sizes. */
    private readonly entityDefaults: ReadonlyMap<string, number>,
  ) {}

  static of(document: DocumentNode): PageSizes {
    const pageArguments: ArgumentNode[] = [];
    const entityArguments: ArgumentNode[] = [];
    const defaults = new Map<string, number>();
    const entityDefaults = new Map<string, number>();
    graphql.visit(document, {
      Field(node) {
        if (node.name.value !== ENTITIES_FIELD) return;
        entityArguments.push(...(node.arguments ?? []).filter((argument) => argument.name.value === REPRESENTATIONS_ARGUMENT));
      },
      Argument(node) {
        if (PAGE_SIZE_ARGUMENTS.has(node.name.value)) pageArguments.push(node);
      },
      VariableDefinition(node) {
        const name = node.variable.name.value;
        const count = node.defaultValue === undefined ? null : representationCount(node.defaultValue);
        if (count !== null) entityDefaults.set(name, Math.max(count, entityDefaults.get(name) ?? 0));
        if (node.defaultValue?.kind !== graphql.Kind.INT) return;
        defaults.set(name, Math.max(Number.parseInt(node.defaultValue.value, 10), defaults.get(name) ?? Number.NEGATIVE_INFINITY));
      },
    });
    return new PageSizes(document, pageArguments, entityArguments, defaults, entityDefaults);
  }

  /** The size of each page argument, in document order (null: no size, one item for the cost rule). */
  sizes(variables: Variables, maxPageSize: number): (number | null)[] {
    return this.pageArguments.map((argument) => {
      const size = this.sizeOf(argument.value, variables);
      return size === null ? null : Math.min(size, maxPageSize);
    });
  }

  /**
   * How many representations each `_entities` field is sent, in document order (null: none the
   * operation can run with). Not capped as page sizes are: no connection refuses a larger batch
   * later, so the limit check refuses it itself (operation-limits.ts).
   */
  entityCounts(variables: Variables): (number | null)[] {
    return this.entityArguments.map(({ value }) => {
      if (value.kind !== graphql.Kind.VARIABLE) return representationCount(value);
      const given = variables?.[value.name.value];
      // Not sent, the variable is its default, which the document may write as long as it likes.
      if (given === undefined) return this.entityDefaults.get(value.name.value) ?? null;
      // A single value where a list is expected is coerced to a list of one.
      return Array.isArray(given) ? given.length : given === null ? null : 1;
    });
  }

  /** The document with each page argument as the literal of its size, and each `_entities` batch as a `first` of its count. */
  withSizes(sizes: readonly (number | null)[], entityCounts: readonly (number | null)[] = []): DocumentNode {
    const replaced = new Map(this.pageArguments.map((argument, index) => [argument, sizes[index] ?? null]));
    const batches = new Map(this.entityArguments.map((argument, index) => [argument, entityCounts[index] ?? null]));
    return graphql.visit(this.document, {
      Argument(node) {
        const batch = batches.get(node);
        if (batch !== undefined && batch !== null) return { ...node, name: { ...node.name, value: 'first' }, value: { kind: graphql.Kind.INT, value: String(batch) } };
        const size = replaced.get(node);
        if (size === undefined || size === null) return undefined;
        return { ...node, value: { kind: graphql.Kind.INT, value: String(size) } };
      },
    });
  }

  private sizeOf(value: ValueNode, variables: Variables): number | null {
    if (value.kind === graphql.Kind.INT) return Number.parseInt(value.value, 10);
    if (value.kind !== graphql.Kind.VARIABLE) return null;
    const given = variables?.[value.name.value];
    if (given === undefined) return this.defaults.get(value.name.value) ?? null;
    // Anything but an integer fails the variable's coercion: the operation never runs.
    return Number.isSafeInteger(given) ? (given as number) : null;
  }
}

/** How many representations a literal stands for: a list's items, or one value coerced to a list of one. */
function representationCount(value: ValueNode): number | null {
  if (value.kind === graphql.Kind.LIST) return value.values.length;
  return value.kind === graphql.Kind.NULL ? null : 1;
}
