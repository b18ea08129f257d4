/**
 * What one query may ask for: how deep it nests and how much it costs. The cost counts
 * the values an answer can hold: a field is 1, and what a connection selects counts once
 * per item it may return (`first`), what `addresses` selects once per hash, so
 * `transactions(first: 100) { … internalTransactions(first: 100) … }` is refused before
 * any SQL runs. Introspection (`__schema`, `__type`), which GraphiQL sends, is free and
 * does not count towards the depth: it reads the schema in memory.
 */
import {
  GraphQLError, GraphQLIncludeDirective, GraphQLSkipDirective, getArgumentValues, getDirectiveValues, getNamedType, getVariableValues,
  isObjectType, Kind,
  type ASTVisitor, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type FragmentSpreadNode, type GraphQLField, type GraphQLObjectType,
  type GraphQLSchema, type InlineFragmentNode, type OperationDefinitionNode, type SelectionSetNode, type ValidationContext,
} from 'graphql';

import { DEFAULT_PAGE_SIZE } from './connections';

/** Fields nested deeper are refused (`address.transactions.edges.node.internalTransactions.edges.node.hash` is 8). */
export const MAX_DEPTH = 10;
/** The most values one answer may hold. */
export const MAX_COST = 10_000;
/** Hashes `addresses` takes at most. */
export const MAX_ADDRESSES = 100;

type Fragments = Map<string, FragmentDefinitionNode>;

const isIntrospection = (field: FieldNode) => field.name.value.startsWith('__');

function fragmentsOf(document: DocumentNode): Fragments {
  return new Map(document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((definition) => [ definition.name.value, definition ]));
}

/**
 * A fragment's value computed once per document: a few fragments each spreading the next
 * several times would otherwise make the walk exponential in the query's size. A fragment
 * still being computed is worth 0, which ends a cycle (validation refuses those anyway).
 */
function memoized(fragments: Fragments, compute: (fragment: FragmentDefinitionNode) => number): (name: string) => number {
  const values = new Map<string, number>();
  return (name) => {
    const known = values.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    values.set(name, 0);
    const value = fragment ? compute(fragment) : 0;
    values.set(name, value);
    return value;
  };
}

/** A validation rule: each operation nests at most {@link MAX_DEPTH} fields. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context.getDocument());
  const fragmentDepth = memoized(fragments, (fragment) => depthOf(fragment.selectionSet));
  function depthOf(selectionSet: SelectionSetNode | undefined): number {
    if (!selectionSet) return 0;
    return Math.max(0, ...selectionSet.selections.map((selection) => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) return fragmentDepth(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return depthOf(selection.selectionSet);
      return isIntrospection(selection) ? 0 : 1 + depthOf(selection.selectionSet);
    }));
  }
  return {
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet);
      if (depth > MAX_DEPTH) {
        context.reportError(new GraphQLError(`Query is too deep: fields nest ${ depth } levels, at most ${ MAX_DEPTH } are allowed`,
          { nodes: [ operation ], extensions: { code: 'QUERY_TOO_DEEP', depth, limit: MAX_DEPTH } }));
      }
    },
  };
}

type Variables = Record<string, unknown>;

/** Whether execution reaches a selection, as graphql-js decides from @skip and @include. */
function isIncluded(node: FieldNode | FragmentSpreadNode | InlineFragmentNode, variables: Variables): boolean {
  try {
    return getDirectiveValues(GraphQLSkipDirective, node, variables)?.if !== true &&
      getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
  } catch {
    // An `if` that does not coerce: count the selection, the higher cost.
    return true;
  }
}

/** How many times what a field selects may occur in the answer, from its coerced arguments. */
function multiplier(field: GraphQLField<unknown, unknown>, parent: GraphQLObjectType, args: Variables): number {
  if (field.args.some((argument) => argument.name === 'first')) {
    // Missing or null, a connection returns its default page size.
    return typeof args.first === 'number' && args.first >= 0 ? args.first : DEFAULT_PAGE_SIZE;
  }
  if (parent.name === 'Query' && field.name === 'addresses') return Array.isArray(args.hashes) ? args.hashes.length : 1;
  return 1;
}

/**
 * What one operation may return, with its variables coerced as graphql-js does for
 * execution (defaults filled in) and each argument valued as its resolver will see it.
 */
function operationCost(schema: GraphQLSchema, root: GraphQLObjectType, fragments: Fragments, operation: OperationDefinitionNode,
  inputs: Variables): number {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs);
  // graphql-js runs no resolver of an operation whose variables do not coerce.
  if (coerced.errors) return 0;
  const variables = coerced.coerced;
  const fragmentCost = memoized(fragments, (fragment) => {
    const type = schema.getType(fragment.typeCondition.name.value);
    return isObjectType(type) ? costOf(fragment.selectionSet, type) : 0;
  });

  function fieldCost(field: FieldNode, parent: GraphQLObjectType): number {
    const definition = parent.getFields()[field.name.value];
    if (isIntrospection(field) || !definition) return 0;
    const child = getNamedType(definition.type);
    if (!field.selectionSet || !isObjectType(child)) return 1;
    let args: Variables;
    try {
      args = getArgumentValues(definition, field, variables);
    } catch {
      // graphql-js fails such a field without resolving it, so nothing below it runs.
      return 1;
    }
    return 1 + multiplier(definition, parent, args) * costOf(field.selectionSet, child);
  }

  function costOf(selectionSet: SelectionSetNode, type: GraphQLObjectType): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (!isIncluded(selection, variables)) continue;
      if (selection.kind === Kind.FIELD) cost += fieldCost(selection, type);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) cost += fragmentCost(selection.name.value);
      else cost += costOf(selection.selectionSet, type);
    }
    return cost;
  }

  return costOf(operation.selectionSet, root);
}

/**
 * The cost of the most expensive operation of a validated document for the variables sent
 * (null or absent: none): mercurius does not tell its hooks which one `operationName` picks.
 */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables?: Variables | null): number {
  const root = schema.getQueryType();
  if (!root) return 0;
  const fragments = fragmentsOf(document);
  const costs = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => operationCost(schema, root, fragments, operation, variables ?? {}));
  return Math.max(0, ...costs);
}
