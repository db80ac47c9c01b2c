// Depth, cost and alias limits of an operation (graphql-armor's validation rules), each
// refused with a code of its own and the limit in the message. Apollo would relabel any
// validation error GRAPHQL_VALIDATION_FAILED, so the rules run here, after Apollo's own
// validation, and the first failure is thrown as is (see security-plugin.ts); graphql-ws
// runs the same check on subscriptions. Page sizes count as the operation will run with them,
// inline or from variables alike (page-sizes.ts), and so does a router's `_entities` batch in
// subgraph mode, which is also at most one page long: each business customer it names is a
// provider read, as each alias can be.
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import type { DocumentNode, GraphQLError, GraphQLSchema, ValidationContext } from 'graphql';
import * as graphql from 'graphql';
import { PageSizes, type Variables } from './page-sizes.js';

export type OperationLimitCode = 'QUERY_TOO_DEEP' | 'QUERY_TOO_COMPLEX' | 'TOO_MANY_ALIASES' | 'TOO_MANY_ENTITIES';

export interface OperationLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  /**
   * The largest page a connection serves: a larger `first`/`last` is refused there, and costs this
   * much here; and the most representations an operation's `_entities` fields are sent in all (subgraph mode).
   */
  maxPageSize: number;
}

/** One document's page arguments, and its verdict for each set of page sizes seen (a frontend uses a few). */
interface CheckedDocument {
  pageSizes: PageSizes;
  verdicts: Map<string, GraphQLError | null>;
}

/** Verdicts kept per document: sizes are at most maxPageSize, but a client may vary them freely. */
const VERDICTS_PER_DOCUMENT = 32;

/** graphql-armor prefixes its messages as if they were parse errors; they are not. */
function reportAs(code: OperationLimitCode, limit: number) {
  return [
    (context: ValidationContext | null, error: GraphQLError) => {
      const message = error.message.replace(/^Syntax Error: /, '');
      context?.reportError(new graphql.GraphQLError(message, { extensions: { code, limit, http: { status: 400 } } }));
    },
  ];
}

export class OperationLimitCheck {
  private readonly checked = new WeakMap<DocumentNode, CheckedDocument>();
  private readonly rules;

  constructor(readonly limits: OperationLimits) {
    this.rules = [
      maxDepthRule({ n: limits.maxDepth, flattenFragments: true, propagateOnRejection: false, onReject: reportAs('QUERY_TOO_DEEP', limits.maxDepth) }),
      costLimitRule({ maxCost: limits.maxCost, flattenFragments: true, propagateOnRejection: false, onReject: reportAs('QUERY_TOO_COMPLEX', limits.maxCost) }),
      // graphql-armor lets `__typename` aliases through by default: thousands of them cost the
      // gateway as much to parse, validate and answer as any other field's.
      maxAliasesRule({ n: limits.maxAliases, allowList: [], propagateOnRejection: false, onReject: reportAs('TOO_MANY_ALIASES', limits.maxAliases) }),
    ];
  }

  /**
   * The first limit a valid document breaks with these variables, or null. Verdicts are kept per
   * document object (Apollo reuses the parsed document of a query text it has seen) and page sizes.
   */
  firstViolation(schema: GraphQLSchema, document: DocumentNode, variables?: Variables): GraphQLError | null {
    let known = this.checked.get(document);
    if (known === undefined) {
      known = { pageSizes: PageSizes.of(document), verdicts: new Map() };
      this.checked.set(document, known);
    }
    const sizes = known.pageSizes.sizes(variables, this.limits.maxPageSize);
    const entityCounts = known.pageSizes.entityCounts(variables);
    // Summed over the document: aliased `_entities` fields would each be a page of provider reads
    // of their own, while a router sends one per request.
    if (entityCounts.reduce<number>((total, count) => total + (count ?? 0), 0) > this.limits.maxPageSize) return this.tooManyEntities();
    const key = `${sizes.join(',')};${entityCounts.join(',')}`;
    const verdict = known.verdicts.get(key);
    if (verdict !== undefined) return verdict;
    const violation = graphql.validate(schema, known.pageSizes.withSizes(sizes, entityCounts), this.rules)[0] ?? null;
    if (known.verdicts.size < VERDICTS_PER_DOCUMENT) known.verdicts.set(key, violation);
    return violation;
  }

  private tooManyEntities(): GraphQLError {
    const limit = this.limits.maxPageSize;
    return new graphql.GraphQLError(`An operation's _entities fields take at most ${limit} representations in all; send the rest in another request.`, {
      extensions: { code: 'TOO_MANY_ENTITIES', limit, http: { status: 400 } },
    });
  }
}
