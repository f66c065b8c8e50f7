// One namespace of one locale's texts as JSON, for a page whose components need a namespace its HTML did not carry
// (a resource route: no page, only this answer). `?v=` names the build's texts version: that address never changes
// its answer, so it is cached for good; any other is answered fresh.
import type { LoaderFunctionArgs } from 'react-router';
import { isLocale } from '#shared/locales';
import { TEXTS_VERSION } from '#web/lib/i18n/i18n';
import { bundledTexts, hasTexts } from '#web/lib/i18n/texts.server';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { locale, namespace } = params;
  if (!isLocale(locale) || !namespace || !hasTexts(locale, namespace)) {
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  }
  const current = new URL(request.url).searchParams.get('v') === TEXTS_VERSION;
  return Response.json(await bundledTexts(locale, namespace), {
    headers: {
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    },
  });
}
