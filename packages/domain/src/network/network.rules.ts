/**
 * The sponsor tree is stored as a materialised path: each person's path lists the ids from the root
 * down to them ("/1/5/23/"). A subtree is then one index range (every path that starts with the
 * root's), a person's level is a count, and the ancestors to update when someone joins or sells are
 * read off the path (docs/decisions/0009).
 */

export function childPath(sponsorPath: string, id: number): string {
  return `${sponsorPath}${id}/`;
}

export const ROOT_PATH = '/';

/** The ids from the root down to (and including) the person. */
export function pathIds(path: string): number[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map(Number);
}

/** Whether the path lies in the subtree of root (root included). */
export function inSubtree(path: string, rootPath: string): boolean {
  return path.startsWith(rootPath);
}

/** How many ids a path holds: each one is followed by its '/' (childPath), after the root's '/'. */
function depthOf(path: string): number {
  let slashes = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) slashes++;
  return slashes - 1;
}

/**
 * Levels between a subtree's root and a person in it. Counted, not split: a page of the network asks it
 * for every person shown, on every call.
 */
export function levelBelow(path: string, rootPath: string): number {
  return depthOf(path) - depthOf(rootPath);
}

/** The ids strictly between root and person: the chain the page shows to place a search hit. */
export function idsBetween(path: string, rootPath: string): number[] {
  const ids = pathIds(path);
  return ids.slice(pathIds(rootPath).length - 1, -1);
}
