import { describe, expect, it } from 'vitest';
import { folderCircles, folderEdges, twoWayFolderTies } from './import-edges';

/**
 * Two-way ties between top-level folders of src/ (a feature counts as one), any import kind
 * (decision 035). Each tie that remains is named here and in the decision with its reason; a new
 * one fails until it is either untied or argued for there.
 */
const allowedTies = [
  'components <-> features/account',
  'config <-> lib',
  'features/account <-> features/recipients',
  'features/account <-> features/withdrawal',
  'features/account <-> lib',
  'features/checkout <-> features/delivery',
  'features/checkout <-> features/recipients',
  'features/checkout <-> features/subscriptions',
  'features/delivery <-> features/recipients',
];

describe('two-way ties between top-level folders (decision 035)', () => {
  const edges = folderEdges();

  it('has no tie the decision does not name', () => {
    expect(twoWayFolderTies(edges).filter((tie) => !allowedTies.includes(tie))).toEqual([]);
  });

  it('names no tie that is gone (the list stays the truth)', () => {
    expect(allowedTies.filter((tie) => !twoWayFolderTies(edges).includes(tie))).toEqual([]);
  });

  it('counts a type import and a lazy import as a tie', () => {
    const ties = twoWayFolderTies(
      new Set(['features/a -> features/b', 'features/b -> features/a', 'lib -> config']),
    );
    expect(ties).toEqual(['features/a <-> features/b']);
    expect(folderCircles(new Set(['a -> b', 'b -> c', 'c -> a', 'c -> d']))).toEqual([['a', 'b', 'c']]);
  });
});
