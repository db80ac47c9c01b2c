// `npm ci` on any Node version package.json's "engines" names installs without an EBADENGINE
// warning: every package in package-lock.json accepts every version the project promises.
// When this fails after an upgrade, the message names the package and what brings it in; pin a
// version that still supports the project's Node versions in package.json "overrides", or narrow
// "engines" if the project is meant to drop a Node version.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enginesOutsideProject, formatMismatches, PackageLock } from '../../scripts/engines-check/lockfile-engines.js';
import { REPOSITORY_ROOT } from '../docs/readme.js';

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(REPOSITORY_ROOT, file), 'utf8'));

const lockWith = (projectNode: string, packages: PackageLock['packages']): PackageLock => ({
  lockfileVersion: 3,
  packages: { '': { version: '0.1.0', engines: { node: projectNode }, dependencies: { a: '^1.0.0' } }, ...packages },
});

describe("the project's Node versions", () => {
  it('are the ones package-lock.json was written for', () => {
    const manifest = z.object({ engines: z.object({ node: z.string() }) }).parse(readJson('package.json'));
    const lock = PackageLock.parse(readJson('package-lock.json'));
    expect(enginesOutsideProject(lock).projectNode).toBe(manifest.engines.node);
  });

  it('are accepted by every package in package-lock.json', () => {
    const report = enginesOutsideProject(PackageLock.parse(readJson('package-lock.json')));
    expect(formatMismatches(report)).toBe('');
  });
});

describe('the lockfile engines check', () => {
  it('names a package that wants a newer Node than the project promises, and what requires it', () => {
    const report = enginesOutsideProject(
      lockWith('^20.19.0 || ^22.13.0', {
        'node_modules/a': { version: '1.2.0', engines: { node: '>=18' }, dependencies: { b: '^2.0.0' } },
        'node_modules/b': { version: '2.0.0', engines: { node: '>=22.12.0' } },
      }),
    );
    expect(report.mismatches).toEqual([{ path: 'node_modules/b', version: '2.0.0', node: '>=22.12.0', requiredBy: ['a@1.2.0'] }]);
    expect(formatMismatches(report)).toBe('b@2.0.0 wants node >=22.12.0, the project promises ^20.19.0 || ^22.13.0 (required by a@1.2.0)');
  });

  it('names a package that accepts only part of a promised major line', () => {
    const report = enginesOutsideProject(
      lockWith('^20.19.0 || ^22.0.0', { 'node_modules/a': { version: '1.0.0', engines: { node: '^20.19.0 || >=22.12.0' } } }),
    );
    expect(report.mismatches.map((m) => m.path)).toEqual(['node_modules/a']);
  });

  it('resolves a nested copy to the package whose node_modules holds it', () => {
    const report = enginesOutsideProject(
      lockWith('^20.19.0', {
        'node_modules/a': { version: '1.0.0', dependencies: { c: '^2.0.0' } },
        'node_modules/c': { version: '1.0.0', engines: { node: '>=16' } },
        'node_modules/a/node_modules/c': { version: '2.0.0', engines: { node: '>=22' } },
      }),
    );
    expect(report.mismatches).toEqual([{ path: 'node_modules/a/node_modules/c', version: '2.0.0', node: '>=22', requiredBy: ['a@1.0.0'] }]);
  });

  it('passes packages whose range covers every promised version, or that state none', () => {
    const report = enginesOutsideProject(
      lockWith('^20.19.0 || ^22.13.0 || ^24.0.0', {
        'node_modules/a': { version: '1.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/b': { version: '1.0.0' },
        'node_modules/c': { version: '1.0.0', engines: ['node >= 0.4'] },
      }),
    );
    expect(report.mismatches).toEqual([]);
  });
});
