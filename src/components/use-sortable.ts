import { type RefObject, useEffect, useRef } from 'react';
import Sortable from 'sortablejs';

/**
 * Drag to reorder a React-rendered list by its handles (`[data-drag-handle]`, sortablejs). The
 * list's DOM is put back where React left it after a drop, and `onMove(from, to)` lets the owner
 * render the new order: React stays the only one that changes the list. Keyboard users need
 * buttons beside the handle as well; dragging is for the mouse and touch.
 */
export function useSortable<T extends HTMLElement>(
  list: RefObject<T | null>,
  onMove: (from: number, to: number) => void,
): void {
  const latest = useRef(onMove);
  latest.current = onMove;

  useEffect(() => {
    if (!list.current) return;
    const sortable = Sortable.create(list.current, {
      handle: '[data-drag-handle]',
      animation: 150,
      onEnd: (event) => {
        const { item, from, oldIndex, newIndex } = event;
        if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
        from.removeChild(item);
        from.insertBefore(item, from.children[oldIndex] ?? null);
        latest.current(oldIndex, newIndex);
      },
    });
    return () => sortable.destroy();
  }, [list]);
}

/** Moves an item (a copy of the list); indexes out of range leave the list as it is. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
