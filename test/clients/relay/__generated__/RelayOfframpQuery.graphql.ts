/**
 * @generated SignedSource<<2f8d3a3a335c0d60ecb9f00f6f8f8523>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RelayOfframpQuery$variables = {
  id: string;
};
export type RelayOfframpQuery$data = {
  readonly node: {
    readonly RelayOfframpStatus_offramp: {
      readonly " $fragmentSpreads": FragmentRefs<"RelayOfframpStatus_offramp">;
    } | null | undefined;
  } | null | undefined;
};
export type RelayOfframpQuery = {
  response: RelayOfframpQuery$data;
  variables: RelayOfframpQuery$variables;
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
    "name": "RelayOfframpQuery",
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
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RelayOfframpStatus_offramp"
                }
              ],
              "type": "Offramp",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
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
    "name": "RelayOfframpQuery",
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
    "cacheID": "a343bd162aa1dad6f81eb7eba5acceba",
    "id": null,
    "metadata": {},
    "name": "RelayOfframpQuery",
    "operationKind": "query",
    "text": "query RelayOfframpQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...RelayOfframpStatus_offramp\n    id\n  }\n}\n\nfragment RelayOfframpStatus_offramp on Offramp {\n  id\n  status\n  amount\n}\n"
  }
};
})();

(node as any).hash = "81e5716be3189a8c48c7f060c783a795";

export default node;
