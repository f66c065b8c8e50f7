import { render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '#shared/client-storage';
import type { Locale } from '#shared/locales';
import { currentLocale } from './i18n';
import { useChildLocale } from './use-child-locale';

function ChildArea({ language }: { language: Locale | null }) {
  useChildLocale(language);
  const { t } = useTranslation('child-mode');
  return <p>{t('exitChildMode')}</p>;
}

describe('useChildLocale', () => {
  it("shows the child's language while mounted without keeping it on the device, then the device's again", async () => {
    const { unmount } = render(<ChildArea language="ar" />);
    expect(await screen.findByText('الخروج من وضع الأطفال')).toBeVisible();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.cookie).not.toContain(`${COOKIES.locale}=`);

    unmount();
    await waitFor(() => expect(currentLocale()).toBe('en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.cookie).not.toContain(`${COOKIES.locale}=`);
  });

  it("keeps the device's language when the parent chose none", () => {
    render(<ChildArea language={null} />);
    expect(screen.getByText('Exit child mode')).toBeVisible();
    expect(currentLocale()).toBe('en');
  });
});
