/** The offline readiness check (English). Mirrors app/i18n/zh-CN/readiness.ts key for key. */
import pageTexts from "../../../shared/page-texts/en.js"

const readiness = {
  title: pageTexts.offline,
  subtitle: "Before you present without a network, make sure every page and every picture is on this device.",
  menuLink: "Offline readiness",
  shortcutDescription: "See whether this site works offline on this device",
  keep: "Keep this site offline",
  checkAgain: "Check again",
  checking: "Reading what this device holds…",
  fetchRest: "Fetch the rest",
  progress: {
    label: "Progress of keeping the site offline",
    content: "Downloading the content…",
    pages: "Saving pages {done} of {total}",
    verifying: "Verifying what was saved…",
  },
  status: {
    upToDate: "Saved offline on {date} · up to date",
    missing: "Saved offline on {date} · {count} missing",
    notSaved: "This site is not saved offline on this device yet",
    refresh: "Refresh",
    refreshLabel: "Bring the offline copy up to date now",
    refreshing: "Updating…",
    openView: "See what is on this device",
  },
  summary: {
    ready: "Ready: every page and picture opens with the network off.",
    notReady: "Not ready: {count} missing.",
    checkedAt: "Checked {date}",
  },
  items: {
    pages: "Pages (Chinese and English)",
    pictures: "Pictures",
    appFiles: "App files",
    data: "Local database",
    searchIndex: "Search index",
    bodies: "Long texts (articles, details)",
    present: "{present} of {total} on this device",
    overLimit: "{count} more beyond the cache's limit, not kept",
    dataCounts: "{employees} employees · {teams} teams · {projects} projects · {tools} tools · {posts} posts",
    dataMissing: "The content is not fully downloaded to this device",
    missingHeading: "Missing",
    notOnSiteHeading: "Not on the site",
    notOnSiteHint:
      "The content names these pictures but the site does not have them: pages show them broken online too. Fix them in the back office; they do not stop the site from working offline.",
    missingMore: "Plus {count} more",
  },
  updated: {
    title: "Last brought up to date",
    at: "{date}",
    never: "Never",
  },
  storage: {
    title: "Storage",
    used: "{used} used of {quota} allowed",
    unknown: "The browser does not say how much space is used.",
    persisted: "Persistent: the browser will not clear it on its own.",
    notPersisted: "Not persistent: the browser may clear it when space runs low or the site goes unused.",
    notAsked: 'Persistent storage is asked for when you press "Keep this site offline".',
    unsupported: "This browser cannot keep storage persistent.",
    advice: {
      safari:
        "Safari deletes what sites store when they go unused for 7 days: add this site to the Home Screen, open it from there, and open this page to refresh the day before you present.",
      chromium:
        'Install the app (the install button in the address bar) or bookmark this site, then press "Keep this site offline" again.',
      firefox:
        'Allow the site to store data when Firefox asks (or turn on "Persistent storage" in the site\'s permissions, left of the address bar).',
      other: "Add this site to your home screen or install it as an app, and refresh before you present.",
    },
    privateWindow:
      "This looks like a private window: everything saved here is deleted when the window closes. Open the site in a normal window to keep it offline.",
  },
  errors: {
    failed: "Could not keep the site offline: {message}",
    offline: "You are offline, so nothing can be downloaded. Connect and try again.",
    sync: "The content could not be downloaded. Please try again later.",
    other: "Something unexpected went wrong. Please try again.",
  },
  indicator: {
    offline: "Offline",
    label: "You are offline: pages come from this device",
  },
} as const

export default readiness
