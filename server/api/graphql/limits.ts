/**
 * What one query may ask for: how deep it nests and how much it costs. The cost counts
 * the values an answer can hold: a field is 1, and what a connection selects counts once
 * per item it may return (`first`), what `addresses` selects once per hash, so
 * `transactions(first: 100) { … internalTransactions(first: 100) … }` is refused before
 * any SQL runs. Introspection (`__schema`, `__type`), which GraphiQL sends, is free and
 * does not count towards the depth: it reads the schema in memory.
 */
import {
  GraphQLError, getNamedType, isObjectType, Kind,
  type ASTVisitor, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLObjectType, type GraphQLSchema,
  type SelectionSetNode, type ValidationContext, type ValueNode,
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

/** The fields a selection set selects, through fragments; `seen` guards against fragment cycles. */
function fieldsOf(selectionSet: SelectionSetNode, fragments: Fragments, seen = new Set<string>()): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [ selection ];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    return fieldsOf(fragment.selectionSet, fragments, new Set([ ...seen, name ]));
  });
}

function depthOf(selectionSet: SelectionSetNode | undefined, fragments: Fragments): number {
  if (!selectionSet) return 0;
  const depths = fieldsOf(selectionSet, fragments).filter((field) => !isIntrospection(field))
    .map((field) => 1 + depthOf(field.selectionSet, fragments));
  return Math.max(0, ...depths);
}

/** A validation rule: each operation nests at most {@link MAX_DEPTH} fields. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  const fragments = fragmentsOf(context.getDocument());
  return {
    OperationDefinition(operation) {
      const depth = depthOf(operation.selectionSet, fragments);
      if (depth > MAX_DEPTH) {
        context.reportError(new GraphQLError(`Query is too deep: fields nest ${ depth } levels, at most ${ MAX_DEPTH } are allowed`,
          { nodes: [ operation ], extensions: { code: 'QUERY_TOO_DEEP', depth, limit: MAX_DEPTH } }));
      }
    },
  };
}

/** An argument's value from a literal or a variable, undefined when absent. */
function argumentValue(field: FieldNode, name: string, variables: Record<string, unknown>): unknown {
  const node = field.arguments?.find((argument) => argument.name.value === name)?.value;
  return node ? literalValue(node, variables) : undefined;
}

function literalValue(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case Kind.VARIABLE: return variables[node.name.value];
    case Kind.INT: return Number(node.value);
    case Kind.LIST: return node.values.map((value) => literalValue(value, variables));
    case Kind.NULL: return null;
    default: return undefined;
  }
}

/** How many times what a field selects may occur in the answer. */
function multiplier(field: FieldNode, parent: GraphQLObjectType, variables: Record<string, unknown>): number {
  const definition = parent.getFields()[field.name.value];
  if (definition?.args.some((argument) => argument.name === 'first')) {
    const first = argumentValue(field, 'first', variables);
    return typeof first === 'number' && first >= 0 ? first : DEFAULT_PAGE_SIZE;
  }
  if (parent.name === 'Query' && field.name.value === 'addresses') {
    const hashes = argumentValue(field, 'hashes', variables);
    return Array.isArray(hashes) ? hashes.length : 1;
  }
  return 1;
}

function costOf(selectionSet: SelectionSetNode | undefined, type: GraphQLObjectType, schema: GraphQLSchema, fragments: Fragments,
  variables: Record<string, unknown>): number {
  if (!selectionSet) return 0;
  let cost = 0;
  for (const field of fieldsOf(selectionSet, fragments)) {
    if (isIntrospection(field)) continue;
    const definition = type.getFields()[field.name.value];
    if (!definition) continue;
    const child = getNamedType(definition.type);
    const inner = isObjectType(child) ? costOf(field.selectionSet, child, schema, fragments, variables) : 0;
    cost += 1 + multiplier(field, type, variables) * inner;
  }
  return cost;
}

/** The cost of the most expensive operation of a validated document. */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}): number {
  const fragments = fragmentsOf(document);
  const root = schema.getQueryType();
  if (!root) return 0;
  const costs = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => costOf(operation.selectionSet, root, schema, fragments, variables));
  return Math.max(0, ...costs);
}
