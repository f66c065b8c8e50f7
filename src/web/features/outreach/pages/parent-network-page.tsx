// /parent-network: how parents help shape Qamar Kids — the parent network, content scouts, the weekly
// messaging-app list, the beta — and a contact form (name, e-mail, message; stored and e-mailed, no alert()).
import { useTranslation } from 'react-i18next';
import { IconBadge, type IconName } from '#web/components/icons';
import { ContactForm } from '../components/contact-form';
import { Card, OutreachPage } from '../components/outreach-page';

const SECTIONS: { key: 'network' | 'scout' | 'weekly' | 'beta'; icon: IconName }[] = [
  { key: 'network', icon: 'family' },
  { key: 'scout', icon: 'search' },
  { key: 'weekly', icon: 'mail' },
  { key: 'beta', icon: 'compass' },
];

export function ParentNetworkPage() {
  const { t } = useTranslation('outreach');
  return (
    <OutreachPage title={t('parentNetwork.title')} intro={t('parentNetwork.intro')} icon="heart">
      <ul className="grid gap-5 sm:grid-cols-2">
        {SECTIONS.map(({ key, icon }) => (
          <li key={key}>
            <Card className="h-full">
              <IconBadge name={icon} tone={key === 'beta' ? 'amber' : 'teal'} />
              <h2 className="mt-3 text-xl font-bold text-stone-900">
                {t(`parentNetwork.sections.${key}.title`)}
              </h2>
              <p className="mt-2 text-base text-stone-700">{t(`parentNetwork.sections.${key}.text`)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <h2 id="parent-network-form" className="text-2xl font-extrabold text-stone-900">
          {t('parentNetwork.formTitle')}
        </h2>
        <p className="mt-2 mb-5 text-base text-stone-700">{t('parentNetwork.formIntro')}</p>
        <ContactForm kind="parent-network" />
      </Card>
    </OutreachPage>
  );
}
