// The top bar of the signed-in areas (the dashboards, the studio, the admin area): the area's link home,
// 'Return to videos' and 'Sign out', and the banner when signing out fails.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useSignOut } from '#web/lib/sign-out';

type ShellTopBarProps = {
  /** Where the area's name links to, and the name itself. */
  home: string;
  label: string;
  /** The bar is a navigation landmark with this name; without it, a plain row (the admin area has its own nav). */
  navLabel?: string;
};

export function ShellTopBar({ home, label, navLabel }: ShellTopBarProps) {
  const { t } = useTranslation('dashboards');
  const signOut = useSignOut();
  const Bar = navLabel ? 'nav' : 'div';
  return (
    <>
      <Bar
        aria-label={navLabel}
        className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 py-3"
      >
        <Link to={home} className="rounded-xl text-base font-extrabold text-teal-800 hover:text-teal-950">
          {label}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/feed" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('shell.returnToVideos')}
          </Link>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending || signOut.isSuccess}
          >
            {signOut.isPending ? <Spinner className="size-4" /> : null}
            {t('shell.signOut')}
          </Button>
        </div>
      </Bar>
      {signOut.isError ? (
        <div className="mt-3">
          <ErrorBanner>{errorMessage(signOut.error)}</ErrorBanner>
        </div>
      ) : null}
    </>
  );
}
