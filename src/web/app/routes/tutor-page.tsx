// The page of /tutor: the site's Tutor page, with a signed-in parent's children (children feature) as cards to their
// progress pages (learning-progress). Composes features, so it lives in app/.
import { useChildren } from '#web/features/children';
import { ChildLearningCards } from '#web/features/learning-progress';
import { TutorPage } from '#web/features/site/pages/tutor-page';
import { useMe } from '#web/lib/session';

function ParentChildren() {
  const children = useChildren();
  return children.data ? <ChildLearningCards kids={children.data} /> : null;
}

export function TutorRoutePage() {
  const me = useMe();
  return <TutorPage family={me.data?.user.role === 'parent' ? <ParentChildren /> : undefined} />;
}
