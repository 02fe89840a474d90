// The URL scheme of the locales: English plain, the others under their prefix, moved both ways.
import { describe, expect, it } from 'vitest';
import { languageAlternates, localePath, pathInLocale, prefixedLocales, splitLocale } from '@/lib/i18n';

describe('locale paths', () => {
  it('prefix every locale but English', () => {
    expect(localePath('en', '/lessons/momentum/')).toBe('/lessons/momentum/');
    expect(localePath('zh-CN', '/lessons/momentum/')).toBe('/zh-CN/lessons/momentum/');
    expect(prefixedLocales()).toEqual(['zh-CN']);
  });

  it('split a path into its locale and page', () => {
    expect(splitLocale('/zh-CN/compare/')).toEqual({ locale: 'zh-CN', path: '/compare/' });
    expect(splitLocale('/zh-CN/')).toEqual({ locale: 'zh-CN', path: '/' });
    expect(splitLocale('/compare/')).toEqual({ locale: 'en', path: '/compare/' });
    expect(splitLocale('/en/compare/')).toEqual({ locale: 'en', path: '/en/compare/' }); // no /en/ prefix
  });

  it('move a page to another locale without prefixing twice', () => {
    expect(pathInLocale('zh-CN', '/sources/#source-001')).toBe('/zh-CN/sources/#source-001');
    expect(pathInLocale('zh-CN', '/zh-CN/sources/')).toBe('/zh-CN/sources/');
    expect(pathInLocale('en', '/zh-CN/playground/')).toBe('/playground/');
    expect(pathInLocale('en', '/')).toBe('/');
  });

  it('give hreflang alternates for every locale and x-default', () => {
    expect(languageAlternates('/lessons/momentum/')).toEqual({
      en: '/lessons/momentum/',
      'zh-CN': '/zh-CN/lessons/momentum/',
      'x-default': '/lessons/momentum/',
    });
  });
});
