// /contact: the contact form (name, e-mail, subject, message), and the support address for those who prefer mail.
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/icons';
import { ContactForm } from '../components/contact-form';
import { Card, OutreachPage } from '../components/outreach-page';
import { useSupportEmail } from '../lib/use-support-email';

export function ContactPage() {
  const { t } = useTranslation('outreach');
  const supportEmail = useSupportEmail();
  return (
    <OutreachPage title={t('contact.title')} intro={t('contact.intro')} icon="mail">
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <h2 className="mb-4 text-xl font-bold text-stone-900">{t('contact.formTitle')}</h2>
          <ContactForm kind="contact" />
        </Card>
        <aside className="space-y-4 text-base text-stone-700">
          <Card className="bg-stone-50">
            <h2 className="flex items-center gap-2 text-lg font-bold text-stone-900">
              <Icon name="clock" className="size-5 text-teal-700" />
              {t('contact.replyTitle')}
            </h2>
            <p className="mt-2">{t('contact.replyText')}</p>
          </Card>
          {supportEmail ? (
            <Card className="bg-stone-50">
              <h2 className="flex items-center gap-2 text-lg font-bold text-stone-900">
                <Icon name="mail" className="size-5 text-teal-700" />
                {t('contact.byEmailTitle')}
              </h2>
              <p className="mt-2">
                <a
                  href={`mailto:${supportEmail}`}
                  dir="ltr"
                  translate="no"
                  className="font-semibold break-all text-teal-800 underline underline-offset-2"
                >
                  {supportEmail}
                </a>
              </p>
            </Card>
          ) : null}
        </aside>
      </div>
    </OutreachPage>
  );
}
