// Resources named in a statement by their (data set, kind, id): the placeholders of each, its values
// added to the statement's parameters, so every store writes a batch of resources the same way.

import { resourceKey, type ResourceRef } from './resource-owners.js';
import type { SqlValue } from '../../store/database.js';

/** Adds the resource's data set, kind and id to `params`; answers their placeholders, in that order. */
export function resourcePlaceholders(params: SqlValue[], r: ResourceRef): [string, string, string] {
  params.push(r.dataSet, r.kind, r.id);
  const n = params.length;
  return [`$${n - 2}`, `$${n - 1}`, `$${n}`];
}

/** A condition true for a row of any of `resources`; `alias` names the row's table in the statement. */
export function matchingResources(params: SqlValue[], resources: readonly ResourceRef[], alias?: string): string {
  const column = (name: string) => (alias === undefined ? name : `${alias}.${name}`);
  return resources
    .map((r) => {
      const [dataSet, kind, id] = resourcePlaceholders(params, r);
      return `(${column('data_set')} = ${dataSet} AND ${column('kind')} = ${kind} AND ${column('resource_id')} = ${id})`;
    })
    .join(' OR ');
}

/** Each resource once, in resource order: the order every batch locks its rows in. */
export function distinctSorted(resources: readonly ResourceRef[]): ResourceRef[] {
  const distinct = new Map<string, ResourceRef>();
  for (const r of resources) distinct.set(resourceKey(r), r);
  return [...distinct.keys()].sort().map((key) => distinct.get(key)!);
}
