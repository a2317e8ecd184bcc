/**
 * The site's time zone: schedules are picked as wall-clock times in it (issue 31), whoever edits and
 * wherever they are, since a launch "on Monday at 9:00" means the company's Monday. The company is in
 * China, so Asia/Shanghai; a site elsewhere sets VITE_SITE_TIME_ZONE when it builds (an IANA name; an
 * unknown one falls back to Asia/Shanghai rather than breaking the back office). The server needs no
 * zone: it stores and carries out instants.
 */
import { isTimeZone } from "../../../../schema/zoned-time.ts"

export const defaultSiteTimeZone = "Asia/Shanghai"

const configured: unknown = import.meta.env.VITE_SITE_TIME_ZONE

export const siteTimeZone: string =
  typeof configured === "string" && configured !== "" && isTimeZone(configured)
    ? configured
    : defaultSiteTimeZone
