/**
 * A short name for the device a session was started on, read from its User-Agent: "Chrome on
 * Android", "Safari on iPhone". Only the label is kept, never the User-Agent itself. The first
 * rule that matches names the browser, and the first that matches names the system: browsers
 * built on another name it too (Edge says Chrome and Safari), so they come before it.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A User-Agent longer than this is read only this far. */
const READ_AT_MOST = 512;

const first = (rules: typeof BROWSERS, text: string) => rules.find(([pattern]) => pattern.test(text))?.[1];

/** The label, or '' when neither the browser nor the system is known. */
export function deviceLabel(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, READ_AT_MOST);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? '';
}
