// Where the child area's "Your parent can see this" page lives (the TV's is the same under /tv).
export const PARENT_SEES_PATH = '/child/parent-can-see';
