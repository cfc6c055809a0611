/**
 * A short name for the browser a User-Agent header describes ('Chrome 131 on Windows'), for a
 * member of staff to recognise their own sessions. A hint, not proof: any client may send any
 * User-Agent, so nothing is ever decided on it.
 */
export function browserName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser'
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent))
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0]
  const version = browser ? browser[1].exec(userAgent)?.[1] : undefined
  const name = browser ? `${browser[0]}${version ? ` ${version}` : ''}` : 'Unknown browser'
  return system ? `${name} on ${system}` : name
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\S+)? Safari\//],
  ['curl', /^curl\/(\d+)/],
]

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
]
