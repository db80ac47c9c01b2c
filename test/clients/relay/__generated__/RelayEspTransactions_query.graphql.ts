/**
 * @generated SignedSource<<4f2ba6b3a896ccda2ee9e4894b53f9c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type EspTransactionStatus = "CANCELLED" | "COMPLETED" | "FAILED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type RelayEspTransactions_query$data = {
  readonly espTransactions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: string;
        readonly id: string;
        readonly status: EspTransactionStatus;
      };
    }>;
    readonly pageInfo: {
      readonly endCursor: string | null | undefined;
      readonly hasNextPage: boolean;
    };
    readonly totalCount: number;
  };
  readonly " $fragmentType": "RelayEspTransactions_query";
};
export type RelayEspTransactions_query$key = {
  readonly " $data"?: RelayEspTransactions_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelayEspTransactions_query">;
};

import RelayEspTransactionsPaginationQuery_graphql from './RelayEspTransactionsPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "espTransactions"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 2,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": RelayEspTransactionsPaginationQuery_graphql
    }
  },
  "name": "RelayEspTransactions_query",
  "selections": [
    {
      "alias": "espTransactions",
      "args": null,
      "concreteType": "EspTransactionConnection",
      "kind": "LinkedField",
      "name": "__RelayEspTransactions_espTransactions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EspTransactionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "EspTransaction",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "amount",
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
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "1e567041441803044fee39b32fe6e617";

export default node;
