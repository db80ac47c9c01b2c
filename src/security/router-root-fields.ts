// Trusted documents in subgraph mode: what a router sends for a client's trusted operation is
// planned by the router at run time, and routers write the same fetch differently. Apollo's
// planner names it `Payouts__ramp__1` (Apollo Router may put its selections in generated named
// fragments); Hive Gateway keeps the client's name `Payouts`, adds `__typename` to selections, and
// merges the fetches of one subgraph that start together into one document, each fetch's root
// fields and variables prefixed `_v<n>_` (`_v0_viewer:viewer … _v1__entities:_entities(…)`).
// So a router's operation is judged root field by root field: each one, written canonically, must
// be a root field of an operation of the manifest, with the same arguments, selections and
// variable types. A combination of trusted root fields is no more than those fields: every limit
// still applies to the document as a whole. Those limits run after this match (and ignore
// introspection), so the match itself is bounded first: a root field nested deeper than every
// listed one cannot be one of them, and is refused before any of it is written out.
import {
  Kind,
  print,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type VariableDefinitionNode,
  type VariableNode,
  visit,
} from 'graphql';

/** The prefix Hive Gateway's batching gives each merged fetch's root fields and variables. */
const BATCH_PREFIX = /^_v(\d+)_(.+)$/;

/** The root fields a router's operation is checked against, and how deep the deepest of them nests. */
export interface CanonicalRootFields {
  fields: ReadonlySet<string>;
  maxDepth: number;
}

/** Every root field of these operations in canonical form, with the depth an operation's root field may have to be one of them. */
export function canonicalRootFields(documents: Iterable<DocumentNode>): CanonicalRootFields {
  const fields = new Set<string>();
  let maxDepth = 0;
  for (const document of documents) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const rootFields = canonicalRootFieldsOf(document, definition, Number.POSITIVE_INFINITY, (depth) => (maxDepth = Math.max(maxDepth, depth)));
      if (rootFields !== undefined) for (const field of rootFields) fields.add(field);
    }
  }
  return { fields, maxDepth };
}

/**
 * The root fields of one operation of `document` in canonical form, or undefined for one whose
 * root fields cannot stand alone (operation directives, spreads or fragments at the root, a
 * fragment that is not defined, fragments that expand past MAX_INLINED_SELECTIONS) or nest
 * fields deeper than `maxDepth` (a root field is at depth 1). `depthSeen` hears each root field's depth.
 */
export function canonicalRootFieldsOf(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  maxDepth: number,
  depthSeen?: (depth: number) => void,
): string[] | undefined {
  if ((operation.directives ?? []).length > 0) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const variables = new Map((operation.variableDefinitions ?? []).map((definition) => [definition.variable.name.value, definition]));
  const budget = { left: MAX_INLINED_SELECTIONS };
  const result: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return undefined;
    const inlined = inlineFragments(selection, fragments, budget, maxDepth);
    if (inlined === undefined) return undefined;
    depthSeen?.(inlined.depth);
    const used = variablesOf(inlined.field).map((name) => variables.get(name));
    if (used.some((definition) => definition === undefined)) return undefined;
    const unbatchedField = unbatched(withoutTypename(inlined.field), used.filter((definition) => definition !== undefined));
    result.push(canonicalText(operation.operation, unbatchedField.field, unbatchedField.variables));
  }
  return result;
}

function canonicalText(operationType: string, field: FieldNode, variables: VariableDefinitionNode[]): string {
  const declared = variables.map((definition) => print(definition)).sort();
  return `${operationType}(${declared.join(',')}){${print(field)}}`;
}

/**
 * Selections an operation's fragments may add once written in place. Fragments spreading one
 * another twice over double at each step: a document within the token limit could otherwise
 * expand past any memory before an operation limit saw it. A router's fetch adds a few.
 */
const MAX_INLINED_SELECTIONS = 5_000;

/** The selections of a selection set at every depth, spreads counted as one each. */
function selectionsIn(selectionSet: SelectionSetNode): number {
  let count = 0;
  const counted = () => void count++;
  visit(selectionSet, { Field: counted, InlineFragment: counted, FragmentSpread: counted });
  return count;
}

/**
 * Named fragments written in place, so a fetch reads the same whether or not its router named
 * them, with the depth of its deepest field; undefined past the budget or `maxDepth`.
 */
function inlineFragments(
  field: FieldNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  budget: { left: number },
  maxDepth: number,
): { field: FieldNode; depth: number } | undefined {
  let unreadable = false;
  let deepest = 1;
  // `depth`: that of the fields of this selection set.
  const expand = (selectionSet: SelectionSetNode, seen: ReadonlySet<string>, depth: number): SelectionSetNode => ({
    ...selectionSet,
    selections: selectionSet.selections.map((selection): SelectionNode => {
      if (unreadable) return selection;
      if (selection.kind === Kind.FIELD) {
        deepest = Math.max(deepest, depth);
        if (depth > maxDepth) unreadable = true;
        if (unreadable || selection.selectionSet === undefined) return selection;
        return { ...selection, selectionSet: expand(selection.selectionSet, seen, depth + 1) };
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        budget.left -= fragment === undefined ? 0 : selectionsIn(fragment.selectionSet);
        if (fragment === undefined || seen.has(fragment.name.value) || budget.left < 0) {
          unreadable = true;
          return selection;
        }
        return {
          kind: Kind.INLINE_FRAGMENT,
          typeCondition: fragment.typeCondition,
          directives: [...(selection.directives ?? []), ...(fragment.directives ?? [])],
          selectionSet: expand(fragment.selectionSet, new Set([...seen, fragment.name.value]), depth),
        };
      }
      return { ...selection, selectionSet: expand(selection.selectionSet, seen, depth) };
    }),
  });
  const inlined = field.selectionSet === undefined ? field : { ...field, selectionSet: expand(field.selectionSet, new Set(), 2) };
  return unreadable ? undefined : { field: inlined, depth: deepest };
}

/**
 * Without the `__typename` a router adds to a selection beside other fields (it reads no data),
 * and with each selection set in a fixed order, so routers' orders compare equal.
 */
function withoutTypename(field: FieldNode): FieldNode {
  return visit(field, {
    SelectionSet: {
      leave(selectionSet: SelectionSetNode): SelectionSetNode {
        const isTypename = (selection: SelectionNode) => selection.kind === Kind.FIELD && selection.name.value === '__typename' && selection.alias === undefined;
        const others = selectionSet.selections.filter((selection) => !isTypename(selection) && !isEmptyInlineFragment(selection));
        const kept = others.length > 0 ? others : selectionSet.selections.filter((selection) => !isEmptyInlineFragment(selection));
        const ordered = kept.map((selection) => ({ text: print(selection), selection })).sort((a, b) => compare(a.text, b.text));
        return { ...selectionSet, selections: ordered.map(({ selection }) => selection) };
      },
    },
  });
}

function isEmptyInlineFragment(selection: SelectionNode): boolean {
  return selection.kind === Kind.INLINE_FRAGMENT && selection.selectionSet.selections.length === 0;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A root field of Hive Gateway's merged document as the fetch it was before the merge: no
 * `_v<n>_` on its alias or on the variables it reads (with the declarations of those variables).
 */
function unbatched(field: FieldNode, variables: VariableDefinitionNode[]): { field: FieldNode; variables: VariableDefinitionNode[] } {
  const batch = field.alias === undefined ? null : BATCH_PREFIX.exec(field.alias.value);
  if (batch === null) return { field, variables };
  const prefix = `_v${batch[1]}_`;
  const alias = batch[2]!;
  const unprefixed = <T extends VariableNode>(variable: T): T =>
    variable.name.value.startsWith(prefix) ? { ...variable, name: { ...variable.name, value: variable.name.value.slice(prefix.length) } } : variable;
  const renamed = visit(field, { Variable: unprefixed });
  return {
    field: { ...renamed, alias: alias === field.name.value ? undefined : { ...field.alias!, value: alias } },
    variables: variables.map((definition) => ({ ...definition, variable: unprefixed(definition.variable) })),
  };
}

function variablesOf(field: FieldNode): string[] {
  const names = new Set<string>();
  visit(field, { Variable: (variable) => void names.add(variable.name.value) });
  return [...names];
}
