// The released schemas are kept as schema/released/<version>.graphql; the newest is the one
// schema.graphql must stay compatible with (or name its breaks for).
const FILE = /^(\d+)\.(\d+)\.(\d+)\.graphql$/;

export function newestRelease(fileNames: readonly string[]): string {
  const versions = fileNames
    .map((name) => FILE.exec(name))
    .filter((match) => match !== null)
    .map((match) => [Number(match[1]), Number(match[2]), Number(match[3])] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  const newest = versions.at(-1);
  if (newest === undefined) throw new Error('schema/released/ holds no <major>.<minor>.<patch>.graphql');
  return newest.join('.');
}
