/**
 * @generated SignedSource<<0754c25f99c616ea1c06f42a8d16bbfb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type KeyMode = "LIVE" | "TEST" | "UNKNOWN" | "%future added value";
export type RelayViewerQuery$variables = Record<PropertyKey, never>;
export type RelayViewerQuery$data = {
  readonly viewer: {
    readonly mode: KeyMode;
  };
};
export type RelayViewerQuery = {
  response: RelayViewerQuery$data;
  variables: RelayViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mode",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RelayViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RelayViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e968cca93c51b0f5413ec22ec8f79cea",
    "id": null,
    "metadata": {},
    "name": "RelayViewerQuery",
    "operationKind": "query",
    "text": "query RelayViewerQuery {\n  viewer {\n    mode\n  }\n}\n"
  }
};
})();

(node as any).hash = "475b216681665747108ccce022389309";

export default node;
