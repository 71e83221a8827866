/** Dates as pages print them, without building an `Intl.DateTimeFormat` for the two locales with pages of their own. */

/** 2026年11月27日 (UTC). */
export function japaneseDate(date: Date): string {
  return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The date in `locale` as Intl's `{day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}`
 * prints it ("Nov 27, 2026", "2026年11月27日"). For ja and en the text is built directly: the first
 * `Intl.DateTimeFormat` of a page loads the browser's locale data, about 9 ms of one task on a fast
 * CPU, during hydration. Other locales use Intl.
 */
export function shortDate(date: Date, locale: string): string {
  if (locale === 'ja') return japaneseDate(date);
  if (locale === 'en') return `${ENGLISH_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date);
}
