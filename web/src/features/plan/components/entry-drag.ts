import { useRef, useState, type DragEvent } from 'react';
import type { PlanEntry, PlanSlot } from '@shared/plan';

/** Where an entry is dropped: a day (its slot stays) or one slot of a day. */
export interface DropTarget {
  date: string;
  slot?: PlanSlot;
}

const keyOf = (target: DropTarget) => `${target.date}/${target.slot ?? ''}`;

/**
 * Dragging entries between days and slots with a mouse: a drop moves the entry; holding Ctrl (or
 * Alt) while dropping copies it. A phone has the entry's "Move or copy" menu instead.
 */
export function useEntryDrag(drop: (entry: PlanEntry, target: DropTarget, copy: boolean) => void) {
  const dragged = useRef<PlanEntry | null>(null);
  const [dragging, setDragging] = useState(false);
  const [over, setOver] = useState<string | null>(null);

  const end = () => {
    dragged.current = null;
    setDragging(false);
    setOver(null);
  };

  return {
    dragging,
    source: (entry: PlanEntry) => ({
      draggable: true,
      onDragStart(event: DragEvent) {
        dragged.current = entry;
        event.dataTransfer.effectAllowed = 'copyMove';
        event.dataTransfer.setData('text/plain', entry.title);
        // Changing the page while the drag starts would cancel it in some browsers.
        setTimeout(() => setDragging(true), 0);
      },
      onDragEnd: end,
    }),
    target: (target: DropTarget) => ({
      'data-drop-over': over === keyOf(target) ? 'true' : undefined,
      onDragOver(event: DragEvent) {
        if (!dragged.current) return;
        event.preventDefault();
        event.stopPropagation();
        event.dataTransfer.dropEffect = event.ctrlKey || event.altKey ? 'copy' : 'move';
        if (over !== keyOf(target)) setOver(keyOf(target));
      },
      onDrop(event: DragEvent) {
        const entry = dragged.current;
        if (!entry) return;
        event.preventDefault();
        event.stopPropagation();
        end();
        drop(entry, target, event.ctrlKey || event.altKey);
      },
    }),
  };
}

export type EntryDrag = ReturnType<typeof useEntryDrag>;
