import { describe, expect, it } from 'vitest';
import { selectionAfterDelete, selectionAfterUpdate } from '../../../../src/lib/domain/profile/traveler-selection';

describe('selectionAfterDelete (SPEC §4)', () => {
  it.each([
    ['deleting an unselected traveler keeps the selection', ['a'], 'b', ['c'], ['a']],
    ['deleting an unselected traveler with nothing selected keeps none', [], 'b', ['c'], []],
    ['deleting the selected one falls back to the previous selection', ['a'], 'a', ['c'], ['c']],
    ['the fallback may be several travelers', ['a'], 'a', ['c', 'd'], ['c', 'd']],
    ['deleting the selected one with no previous selection selects none', ['a'], 'a', [], []],
    ['previous selection was the deleted one: none', ['a'], 'a', ['a'], []],
    ['previous selection contains the deleted one among others: none', ['a'], 'a', ['c', 'a'], []],
    ['deleted one among several selected: previous selection', ['a', 'b'], 'b', ['c'], ['c']],
    ['duplicates are dropped', ['a', 'a'], 'x', [], ['a']],
  ] as const)('%s', (_name, selected, deleted, previous, expected) => {
    const result = selectionAfterDelete(selected, deleted, previous);
    expect(result).toEqual(expected);
    expect(result).not.toContain(deleted);
  });
});

describe('selectionAfterUpdate (SPEC §4)', () => {
  it.each([['t1'], ['new-id']])('selects only %s', (id) => {
    expect(selectionAfterUpdate(id)).toEqual([id]);
  });
});
