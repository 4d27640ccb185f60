/** The languages offered first for captions; the server takes any language tag. */
export const CAPTION_LANGUAGES = ['fr', 'en', 'de', 'it', 'es', 'pt', 'nl', 'ar', 'zh', 'ja']

/** A language's name in the back office's language (`fr` → "français" in French). */
export function languageName(lang: string, locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? lang
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
  } catch {
    return lang
  }
}
