/**
 * @generated SignedSource<<9b58935a4ad06df329b3fae4396664a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OfframpStatus = "COMPLETED" | "FAILED" | "PENDING" | "PROCESSING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RelayOfframpStatus_offramp$data = {
  readonly amount: string;
  readonly id: string;
  readonly status: OfframpStatus;
  readonly " $fragmentType": "RelayOfframpStatus_offramp";
};
export type RelayOfframpStatus_offramp$key = {
  readonly " $data"?: RelayOfframpStatus_offramp$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelayOfframpStatus_offramp">;
};

import RelayOfframpStatusRefetchQuery_graphql from './RelayOfframpStatusRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": RelayOfframpStatusRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "RelayOfframpStatus_offramp",
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
};

(node as any).hash = "93493abac1173c6918a0f412f11a6061";

export default node;
