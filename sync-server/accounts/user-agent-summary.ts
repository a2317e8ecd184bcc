/**
 * A session's device as a person recognises it ("Chrome on Linux"), from the User-Agent stored with
 * the session. Only the browser family and the system: versions and build details would make a list of
 * one's own sessions harder to read, and a person needs nothing more to tell their devices apart.
 * Rules are tried in order, because browsers name the browsers they descend from (Edge says Chrome and
 * Safari, Chrome says Safari).
 */
import { type Language, messageText } from "../../schema/messages.ts"

const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bMicroMessenger\//, "WeChat"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|Chromium|CriOS)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
  [/\bnode\b|undici/i, "Node.js"],
]

const systems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
]

const firstMatch = (rules: ReadonlyArray<readonly [RegExp, string]>, text: string): string | undefined =>
  rules.find(([pattern]) => pattern.test(text))?.[1]

export const userAgentSummary = (userAgent: string | null, language: Language): string => {
  const text = userAgent ?? ""
  const browser = firstMatch(browsers, text)
  const os = firstMatch(systems, text)
  if (browser !== undefined && os !== undefined)
    return messageText("session.device", language).replace("{browser}", browser).replace("{os}", os)
  return browser ?? os ?? messageText("session.unknownDevice", language)
}
