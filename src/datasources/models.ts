// The viewer's model (codegen `mapper`). Each domain's src/datasources/<domain>/endpoints.ts has
// the models of its own endpoints.

export interface Viewer {
  mode: 'TEST' | 'LIVE' | 'UNKNOWN';
  keySource: 'REQUEST' | 'SERVER';
}
