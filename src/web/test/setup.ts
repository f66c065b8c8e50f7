// Setup of the web component tests: jest-dom matchers, an unmount and a clean network stub and storage after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import HTMLElementConfig from 'happy-dom/lib/config/HTMLElementConfig.js';
import HTMLElementConfigContentModelEnum from 'happy-dom/lib/config/HTMLElementConfigContentModelEnum.js';
import { afterEach } from 'vitest';
import { initI18n, readTextsWith } from '#web/lib/i18n/i18n';
import { bundledTexts } from '#web/lib/i18n/texts.server';
import { resetApiStub } from './api-stub';
import { localeTexts } from './locale-texts';

// The web tests read the English texts (the source locale), loaded synchronously.
initI18n('en', localeTexts('en'));
readTextsWith(bundledTexts);

// happy-dom 21 does not know <search> (HTML, in Chromium since 118), so React would warn that the feed's search
// landmark is unrecognised: make it a plain HTMLElement, as browsers do.
HTMLElementConfig.search ??= {
  className: 'HTMLElement',
  contentModel: HTMLElementConfigContentModelEnum.anyDescendants,
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetApiStub();
});
