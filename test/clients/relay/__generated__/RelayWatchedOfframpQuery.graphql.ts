/**
 * @generated SignedSource<<4e0e6b5d37573b10e178ef2b57a831ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OfframpStatus = "COMPLETED" | "FAILED" | "PENDING" | "PROCESSING" | "%future added value";
export type RelayWatchedOfframpQuery$variables = {
  id: string;
};
export type RelayWatchedOfframpQuery$data = {
  readonly offramp: {
    readonly id: string;
    readonly status: OfframpStatus;
  } | null | undefined;
};
export type RelayWatchedOfframpQuery = {
  response: RelayWatchedOfframpQuery$data;
  variables: RelayWatchedOfframpQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Offramp",
    "kind": "LinkedField",
    "name": "offramp",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RelayWatchedOfframpQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RelayWatchedOfframpQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2e920293918ceb961fc42c83ff1a0dc2",
    "id": null,
    "metadata": {},
    "name": "RelayWatchedOfframpQuery",
    "operationKind": "query",
    "text": "query RelayWatchedOfframpQuery(\n  $id: ID!\n) {\n  offramp(id: $id) {\n    id\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b5ff0795f60ddab40eb852dec25ef65";

export default node;
