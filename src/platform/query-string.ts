/**
 * The query string of a request target, as Apollo is given it: from the first `?` to the end,
 * less a fragment. Every hook that reads the query string reads this one, so none can be
 * shown less of it than Apollo runs (a second `?` hid an operation from the origin check).
 */
export function searchOf(url: string | undefined): string {
  if (url === undefined) return '';
  const fragment = url.indexOf('#');
  const target = fragment === -1 ? url : url.slice(0, fragment);
  const query = target.indexOf('?');
  return query === -1 ? '' : target.slice(query);
}
