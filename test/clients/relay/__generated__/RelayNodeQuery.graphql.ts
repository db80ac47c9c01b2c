/**
 * @generated SignedSource<<f2039e51ece86a61351555cb0986a3a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OfframpStatus = "COMPLETED" | "FAILED" | "PENDING" | "PROCESSING" | "%future added value";
export type VerificationStatus = "APPROVED" | "IN_REVIEW" | "MORE_INFO" | "PENDING" | "REJECTED" | "UNKNOWN" | "%future added value";
export type RelayNodeQuery$variables = {
  id: string;
};
export type RelayNodeQuery$data = {
  readonly node: {
    readonly __typename: string;
    readonly id: string;
    readonly name?: string;
    readonly reference?: string | null | undefined;
    readonly status?: OfframpStatus;
    readonly verificationStatus?: VerificationStatus;
  } | null | undefined;
};
export type RelayNodeQuery = {
  response: RelayNodeQuery$data;
  variables: RelayNodeQuery$variables;
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
            "name": "reference",
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
        "type": "Offramp",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "verificationStatus",
            "storageKey": null
          }
        ],
        "type": "BusinessCustomer",
        "abstractKey": null
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
    "name": "RelayNodeQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RelayNodeQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "36d78d7112ea7cf60df5fbf7d06c8716",
    "id": null,
    "metadata": {},
    "name": "RelayNodeQuery",
    "operationKind": "query",
    "text": "query RelayNodeQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    id\n    ... on Offramp {\n      reference\n      status\n    }\n    ... on BusinessCustomer {\n      name\n      verificationStatus\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "08ce352020483509c025308e4afcce5f";

export default node;
