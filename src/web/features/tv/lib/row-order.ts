// A row the remote moves along by its order (the TV's header): left and right step to the item before or after in
// the page's order, mirrored right to left, whatever the items' boxes. Norigin's own choice is by geometry, and a
// row that wraps onto a second line puts its last items "below", not "after": right could not reach them.
import type {
  Direction,
  FocusableComponent,
  NextFocusResolver,
} from '@noriginmedia/norigin-spatial-navigation';

const before = (a: FocusableComponent, b: FocusableComponent) =>
  a.node.compareDocumentPosition(b.node) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * Left/right: the next or previous item in the page's order (right is next left to right, left is next right to
 * left); none past either end. Up/down: none, so the arrow leaves the row as Norigin would (its parent's turn).
 */
export function rowOrderResolver(rtl: boolean): NextFocusResolver {
  return (direction: Direction, focusKey: string, siblings: FocusableComponent[]) => {
    if (direction !== 'left' && direction !== 'right') return null;
    const ordered = [...siblings].sort(before);
    const index = ordered.findIndex((item) => item.focusKey === focusKey);
    if (index < 0) return null;
    const next = (direction === 'right') !== rtl;
    return ordered[index + (next ? 1 : -1)] ?? null;
  };
}
