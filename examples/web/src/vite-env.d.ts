/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The gateway's GraphQL endpoint; http://localhost:4000/graphql (`npm start`) when unset. */
  readonly VITE_GRAPHQL_URL?: string;
  /** A provider key to send; unset, the gateway of `npm start` uses its embedded emulator's test key. */
  readonly VITE_RAMP_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
