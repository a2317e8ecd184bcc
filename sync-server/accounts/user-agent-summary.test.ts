/** The device names of the sessions list: browser and system of common User-Agents, both languages. */
import { describe, expect, test } from "vitest"
import { userAgentSummary } from "./user-agent-summary.ts"

const agents: ReadonlyArray<readonly [string, string]> = [
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
    "Edge on Windows",
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    "Chrome on Windows",
  ],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox on macOS"],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    "Safari on macOS",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1",
    "Chrome on iOS",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36",
    "Samsung Internet on Android",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49",
    "WeChat on Android",
  ],
  [
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
    "Chrome on ChromeOS",
  ],
  [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 OPR/111.0",
    "Opera on Linux",
  ],
  ["curl/8.5.0", "curl"],
  ["Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0", "Linux"],
]

describe("userAgentSummary", () => {
  for (const [agent, summary] of agents)
    test(summary, () => expect(userAgentSummary(agent, "en")).toBe(summary))

  test("in Chinese, the system first; unknown or missing: an unknown device", () => {
    expect(userAgentSummary(agents[0]?.[0] ?? "", "zh-CN")).toBe("Windows 上的 Edge")
    expect(userAgentSummary(null, "zh-CN")).toBe("未知设备")
    expect(userAgentSummary("", "en")).toBe("Unknown device")
    expect(userAgentSummary("x".repeat(500), "en")).toBe("Unknown device")
  })
})
