// The signed-in parent's children, for the pages that put the family's controls beside another feature's content
// (the feed's and the video page's "Approve for …", the collections page): nobody else's request is made.
import { useQuery } from '@tanstack/react-query';
import type { Child } from '#shared/children.schema';
import { childrenQueryOptions } from '#web/features/children';
import { useMe } from '#web/lib/session';

const NONE: Child[] = [];

export function useParentChildren(): Child[] {
  const me = useMe();
  const isParent = me.data?.user.role === 'parent';
  const children = useQuery({ ...childrenQueryOptions(), enabled: isParent });
  return isParent && children.data ? children.data : NONE;
}
