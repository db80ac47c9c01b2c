// The page sizes an operation will run with, written into its document for graphql-armor's cost
// rule. That rule multiplies a field's cost by its `first` or `last` only when written inline
// (`first: 100`); sent as a variable (`first: $n`) the page counted as one item, so the same
// request cost a hundredth as much. Here each `first`/`last` becomes the literal it stands for:
// the variable's value, else its default; and at most the largest page the gateway serves, since
// a larger one is refused by the connection before it costs anything.
import type { ArgumentNode, DocumentNode, ValueNode } from 'graphql';
import * as graphql from 'graphql';

const PAGE_SIZE_ARGUMENTS = new Set(['first', 'last']);

export type Variables = Readonly<Record<string, unknown>> | null | undefined;

export class PageSizes {
  private constructor(
    private readonly document: DocumentNode,
    private readonly pageArguments: readonly ArgumentNode[],
    /** A variable's default page size: the largest of its definitions, for a document of several operations. */
    private readonly defaults: ReadonlyMap<string, number>,
  ) {}

  static of(document: DocumentNode): PageSizes {
    const pageArguments: ArgumentNode[] = [];
    const defaults = new Map<string, number>();
    graphql.visit(document, {
      Argument(node) {
        if (PAGE_SIZE_ARGUMENTS.has(node.name.value)) pageArguments.push(node);
      },
      VariableDefinition(node) {
        if (node.defaultValue?.kind !== graphql.Kind.INT) return;
        const name = node.variable.name.value;
        defaults.set(name, Math.max(Number.parseInt(node.defaultValue.value, 10), defaults.get(name) ?? Number.NEGATIVE_INFINITY));
      },
    });
    return new PageSizes(document, pageArguments, defaults);
  }

  /** The size of each page argument, in document order (null: no size, one item for the cost rule). */
  sizes(variables: Variables, maxPageSize: number): (number | null)[] {
    return this.pageArguments.map((argument) => {
      const size = this.sizeOf(argument.value, variables);
      return size === null ? null : Math.min(size, maxPageSize);
    });
  }

  /** The document with each page argument as the literal of its size. */
  withSizes(sizes: readonly (number | null)[]): DocumentNode {
    const replaced = new Map(this.pageArguments.map((argument, index) => [argument, sizes[index] ?? null]));
    return graphql.visit(this.document, {
      Argument(node) {
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
