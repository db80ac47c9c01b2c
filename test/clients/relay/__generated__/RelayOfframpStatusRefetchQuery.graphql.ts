/**
 * @generated SignedSource<<d303b64f20aea46d34558323ff5b07ee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RelayOfframpStatusRefetchQuery$variables = {
  id: string;
};
export type RelayOfframpStatusRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"RelayOfframpStatus_offramp">;
  } | null | undefined;
};
export type RelayOfframpStatusRefetchQuery = {
  response: RelayOfframpStatusRefetchQuery$data;
  variables: RelayOfframpStatusRefetchQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RelayOfframpStatusRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RelayOfframpStatus_offramp"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RelayOfframpStatusRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              }
            ],
            "type": "Offramp",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "817e886a2173fee14c69ca611b6148d9",
    "id": null,
    "metadata": {},
    "name": "RelayOfframpStatusRefetchQuery",
    "operationKind": "query",
    "text": "query RelayOfframpStatusRefetchQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...RelayOfframpStatus_offramp\n    id\n  }\n}\n\nfragment RelayOfframpStatus_offramp on Offramp {\n  id\n  status\n  amount\n}\n"
  }
};
})();

(node as any).hash = "93493abac1173c6918a0f412f11a6061";

export default node;
