// Headless Chromium for the browser tests, from the npm registry like every other dependency:
// @sparticuz/chromium ships chrome-headless-shell for x64 Linux, brotli-compressed, with the
// libraries it links against that a bare machine may lack (NSS, NSPR, expat; built for Amazon
// Linux 2023, whose glibc is older than Debian 12's) and a font. They are unpacked once per
// package version under node_modules/.cache, and the libraries reach only the browser's own
// process, through its LD_LIBRARY_PATH. CHROMIUM_PATH points at another Chromium instead.
//
// The package's own executablePath() is not used: it unpacks to a fixed /tmp/chromium shared with
// anything else on the machine, where a second test file starting at the same time could launch a
// half-written binary. Here each unpacking goes to a directory of its own, renamed into place whole.

import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

const packageRoot = resolve(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..');
const version = (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
const CACHE = resolve('node_modules', '.cache', `ramp-gateway-chromium-${version}`);

// As root (containers, CI) Chromium's sandbox cannot start. The machine has no outside network:
// without the background-networking flags Chromium keeps trying to reach Google's hosts.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-zygote',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-domain-reliability',
];

async function unbrotli(archive: string, to: string, mode = 0o644): Promise<void> {
  await pipeline(createReadStream(join(packageRoot, 'bin', archive)), createBrotliDecompress(), createWriteStream(to, { mode }));
}

async function untar(archive: string, into: string): Promise<void> {
  const file = join(into, `${archive}.tar`);
  await unbrotli(archive, file);
  const tar = spawn('tar', ['-xf', file, '-C', into], { stdio: 'inherit' });
  await new Promise<void>((done, fail) => tar.on('close', (code) => (code === 0 ? done() : fail(new Error(`tar exited with ${code} unpacking ${archive}`)))));
  rmSync(file);
}

async function unpack(): Promise<string> {
  if (existsSync(join(CACHE, 'chromium'))) return CACHE;
  const staging = `${CACHE}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await untar('al2023.tar.br', staging); // lib/
    await untar('fonts.tar.br', staging); // fonts/ (its fonts.conf names Lambda's paths: replaced below)
    writeFileSync(join(staging, 'fonts.conf'), `<?xml version="1.0"?>\n<fontconfig><dir>${join(CACHE, 'fonts')}</dir><cachedir>${join(CACHE, 'fonts-cache')}</cachedir></fontconfig>\n`);
    await unbrotli('chromium.br', join(staging, 'chromium'), 0o755);
    renameSync(staging, CACHE);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another test file unpacked the same version first: use its copy.
    if (!existsSync(join(CACHE, 'chromium'))) throw error;
  }
  return CACHE;
}

/**
 * The unpacked fonts.conf names absolute paths: a node_modules copied with its cache (`cp -al`
 * into a worktree) kept the paths of the tree it came from, and once that tree's cache was gone
 * Chromium crashed at its first text field. Each launch writes one naming this cache.
 */
function fontsConfig(directory: string): string {
  const file = join(tmpdir(), `ramp-gateway-fonts-${process.pid}.conf`);
  writeFileSync(file, `<?xml version="1.0"?>\n<fontconfig><dir>${join(directory, 'fonts')}</dir><cachedir>${join(directory, 'fonts-cache')}</cachedir></fontconfig>\n`);
  return file;
}

/** A headless Chromium; close it when done. `args`: more command-line switches (e.g. `--host-resolver-rules`). */
export async function launchChromium(options: { args?: readonly string[] } = {}): Promise<Browser> {
  const args = [...ARGS, ...(options.args ?? [])];
  const override = process.env.CHROMIUM_PATH;
  if (override) return chromium.launch({ executablePath: override, headless: true, args });
  const directory = await unpack();
  return chromium.launch({
    executablePath: join(directory, 'chromium'),
    headless: true,
    args,
    env: {
      ...process.env,
      LD_LIBRARY_PATH: [join(directory, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_FILE: fontsConfig(directory),
    },
  });
}
