/** A signed-in device as people name it: a browser and a system. */
export interface Device {
  browser: string | null
  os: string | null
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", iOS says "Mac OS X".
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

function firstMatch(userAgent: string, patterns: [RegExp, string][]): string | null {
  return patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
}

/** The browser and system a User-Agent names; a well-known short list, null when none fits. */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null }
  return { browser: firstMatch(userAgent, BROWSERS), os: firstMatch(userAgent, SYSTEMS) }
}
