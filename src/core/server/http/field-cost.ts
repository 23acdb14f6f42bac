import {
  type GraphQLNamedType,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from 'graphql';

/**
 * What a field costs the database beyond GraphQL Armor's count of its shape (2 an object, 1 a
 * scalar): a search that tolerates typos reads a table of words and then schools by a regular
 * expression, tens of milliseconds, where a plain field costs nothing to speak of. Declared on
 * the field as `extensions: fieldCost(…)`; added to the document's cost each time it is asked.
 */
export interface FieldCost {
  points: number;
  /**
   * Counted only when the field is given this argument, or this field of an input object
   * argument (`filter.q`: a search, not a plain list). An argument or object given as a
   * variable counts, since it may carry it.
   */
  withArgument?: string;
}

const FIELD_COST = 'cost';

/** A field's `extensions` declaring its cost. */
export const fieldCost = (cost: FieldCost) => ({ [FIELD_COST]: cost });

/** Whether a value holds the field at `path` (given, or possibly given through a variable). */
function holds(value: ValueNode | undefined, path: string[]): boolean {
  if (!value) return false;
  if (path.length === 0 || value.kind === Kind.VARIABLE) return true;
  if (value.kind !== Kind.OBJECT) return false;
  const [name, ...rest] = path;
  return holds(value.fields.find((field) => field.name.value === name)?.value, rest);
}

const fieldsOf = (type: GraphQLNamedType | null | undefined) =>
  isObjectType(type) || isInterfaceType(type) ? type.getFields() : {};

/**
 * The costs fields declare in one operation, every time a field is asked: through aliases,
 * inline fragments and each spread of a named fragment (a fragment's sum is computed once, so
 * spreads of spreads cost no more time than the document's size). A fragment cycle counts
 * nothing here: another rule refuses it.
 */
export function declaredCostOf(context: ValidationContext, operation: OperationDefinitionNode): number {
  const schema = context.getSchema();
  const fragments = new Map<string, number>();
  const visiting = new Set<string>();

  const costOf = (selectionSet: SelectionSetNode, type: GraphQLNamedType | null | undefined): number => {
    let sum = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = fieldsOf(type)[selection.name.value];
        if (!field) continue;
        const cost = field.extensions?.[FIELD_COST] as FieldCost | undefined;
        const given = (path: string) => {
          const [name, ...rest] = path.split('.');
          const argument = selection.arguments?.find((entry) => entry.name.value === name);
          return holds(argument?.value, rest);
        };
        if (cost && (!cost.withArgument || given(cost.withArgument))) sum += cost.points;
        if (selection.selectionSet) sum += costOf(selection.selectionSet, getNamedType(field.type));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        sum += costOf(selection.selectionSet, condition ?? type);
      } else {
        sum += fragmentCost(selection.name.value);
      }
    }
    return sum;
  };

  const fragmentCost = (name: string): number => {
    const known = fragments.get(name);
    if (known !== undefined) return known;
    const fragment = context.getFragment(name);
    if (!fragment || visiting.has(name)) return 0;
    visiting.add(name);
    const cost = costOf(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
    visiting.delete(name);
    fragments.set(name, cost);
    return cost;
  };

  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return costOf(operation.selectionSet, root);
}
