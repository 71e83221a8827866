import type {I18nLocaleConfig} from '@docusaurus/types';
import {BASE_URL} from './site';

/** Every locale of the site, in the order of the language dropdown (SITE-MAP.md). */
export const LOCALES = ['en', 'es', 'fr', 'ja', 'pt-br', 'tl', 'gu'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

type LocaleSettings = Pick<I18nLocaleConfig, 'label' | 'htmlLang' | 'path' | 'direction'>;

const SETTINGS: Record<Locale, LocaleSettings> = {
  en: {label: 'English', htmlLang: 'en', path: 'en', direction: 'ltr'},
  es: {label: 'Español', htmlLang: 'es', path: 'es', direction: 'ltr'},
  fr: {label: 'Français', htmlLang: 'fr', path: 'fr', direction: 'ltr'},
  ja: {label: '日本語', htmlLang: 'ja', path: 'ja', direction: 'ltr'},
  'pt-br': {label: 'Português (BR)', htmlLang: 'pt-BR', path: 'pt-BR', direction: 'ltr'},
  tl: {label: 'Tagalog', htmlLang: 'tl', path: 'tl', direction: 'ltr'},
  gu: {label: 'ગુજરાતી', htmlLang: 'gu', path: 'gu', direction: 'ltr'},
};

/** Open Graph wants language_TERRITORY; the theme writes the bare html lang (`ja`), which share targets do not read as a locale. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  ja: 'ja_JP',
  'pt-br': 'pt_BR',
  tl: 'tl_PH',
  gu: 'gu_IN',
};

/** URL prefix of a locale below the base path: none for the default locale. */
export function localeUrlPrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `${SETTINGS[locale].path}/`;
}

/**
 * Locale configs with an explicit baseUrl, so that a single-locale build
 * (`--locale ja`) still serves under /wordpress-playground/ja/ (PITFALLS.md).
 */
export const LOCALE_CONFIGS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {...SETTINGS[locale], baseUrl: `${BASE_URL}${localeUrlPrefix(locale)}`},
  ]),
) as Record<Locale, Partial<I18nLocaleConfig>>;
