/**
 * Options for the real server on a free port that also serves a build folder: for the suites that
 * check what it sends for pages and files (sync-server/pages/static.test.ts, edge.test.ts).
 */
import type { ServerConfig } from "../config.ts"

export const staticServerOptions = (
  databaseFile: string,
  staticDir: string,
  more: { demoContent?: boolean; captchaTestText?: string } = {},
): ServerConfig => ({
  port: 0,
  host: "127.0.0.1",
  databaseUrl: `sqlite:${databaseFile}`,
  sessionSecret: "s",
  production: false,
  adminUsername: "admin",
  adminPassword: "admin-password",
  demoContent: more.demoContent ?? false,
  captchaTestText: more.captchaTestText,
  staticDir,
})
