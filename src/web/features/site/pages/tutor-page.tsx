// /tutor: the spec's AI Tutor coming-soon page.
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { PageShell } from '../components/page-shell';

export function TutorPage() {
  return (
    <PageShell title="AI Tutor" badge="Coming Soon" icon="tutor">
      <p>
        A friendly tutor for English, Maths and Arabic, made for children aged 3 to 12. It is not ready yet:
        we will let families know when it is.
      </p>
      <p>
        <Link to="/feed" className={buttonClasses()}>
          Watch videos meanwhile
        </Link>
      </p>
    </PageShell>
  );
}
