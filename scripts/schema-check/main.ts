// `npm run schema:check` (part of `npm test`): schema.graphql against the newest schema in
// schema/released/, and CHANGELOG.md. Exits 1 on a breaking change the changelog does not name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSchema, formatReport } from './schema-changes.js';
import { newestRelease } from './releases.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const releasedDir = join(root, 'schema/released');
const version = newestRelease(readdirSync(releasedDir));
const result = await checkSchema({
  released: { version, sdl: readFileSync(join(releasedDir, `${version}.graphql`), 'utf8') },
  currentSdl: readFileSync(join(root, 'schema.graphql'), 'utf8'),
  changelog: readFileSync(join(root, 'CHANGELOG.md'), 'utf8'),
});
console.log(formatReport(result));
process.exitCode = result.ok ? 0 : 1;
