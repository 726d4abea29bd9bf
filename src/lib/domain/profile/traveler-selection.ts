/**
 * SPEC §4 traveler selection after a change to the traveler list.
 *
 * The list screen keeps two selections: the current one and the one it replaced
 * (`previousSelection`), so that removing the traveler the user was looking at
 * can return them to what they looked at before.
 */

/**
 * Selection after `deletedId` was deleted:
 *
 * 1. The deleted traveler was not selected: the current selection stays as it is
 *    (the user was not looking at it, so there is nothing to fall back from).
 * 2. It was selected, and the previous selection does not contain it: the previous
 *    selection comes back.
 * 3. It was selected, and the previous selection contains it too: nothing is selected
 *    (falling back would point at a traveler that no longer exists).
 *
 * The result never contains `deletedId` and never repeats an id.
 */
export function selectionAfterDelete(selectedIds: readonly string[], deletedId: string, previousSelection: readonly string[]): string[] {
  if (!selectedIds.includes(deletedId)) return unique(selectedIds);
  if (previousSelection.includes(deletedId)) return [];
  return unique(previousSelection);
}

/** After an update the updated traveler is the only one selected (SPEC §4). */
export function selectionAfterUpdate(updatedId: string): string[] {
  return [updatedId];
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}
