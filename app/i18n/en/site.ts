/** Texts of the public site's shell: home page, header extras, footer, PWA and offline actions (English). */
// ".js": typesafe-i18n's generator runs this dictionary compiled to JavaScript.
import pageTexts from "../../../shared/page-texts/en.js"

const site = {
  home: {
    documentTitle: pageTexts.home,
    badge: "AI digital employee platform",
    defaultHeading: "Make AI digital employees part of your team",
    defaultSubheading:
      "Customise your own agents, build digital teams and get customer service, marketing and data analysis done around the clock.",
    defaultCtaText: "Get started",
    defaultTagline: "Customise, manage and publish your AI digital employees",
    teamsButton: "Explore digital teams",
    heroImageAlt: "Illustration of a digital employee",
    stats: {
      uptime: "24/7",
      uptimeLabel: "Always on",
      deploy: "1 day",
      deployLabel: "To go live",
      security: "Secure",
      securityLabel: "Enterprise grade",
    },
    features: {
      title: "Core features",
      subtitle:
        "Customise, manage and publish AI agents in one place, and let them work inside your processes.",
      employees: {
        title: "Digital employees",
        text: "Agents tailored to a role: they know the business, follow the rules and start right away.",
      },
      teams: {
        title: "Digital teams",
        text: "Several digital employees orchestrated together to run complex processes end to end.",
      },
      projects: {
        title: "Project management",
        text: "Every step from requirements to delivery in view, with progress and results at a glance.",
      },
      tools: {
        title: "Smart tools",
        text: "Chat, knowledge base and workflow tools ready to use and easy to integrate.",
      },
    },
    employees: { title: "Featured digital employees", subtitle: "Service, marketing, finance, HR and more" },
    teams: { title: "Digital teams", subtitle: "Agents working together on whole processes" },
    projects: { title: "Case studies", subtitle: "How customers in every industry work faster with them" },
    tools: { title: "AI toolbox", subtitle: "Ready-made tools for a quick start" },
    hot: "Hot",
    members: "{count} members",
    cta: {
      title: "Ready to welcome your first digital employee?",
      text: "Start with one role and go live within days, with our experts beside you all the way.",
      start: "Start using",
      demo: "Book a demo",
    },
  },
  footer: {
    blurb:
      "We help companies customise, manage and publish AI agents, so digital employees work alongside their teams.",
    social: "Social media",
    wechat: "WeChat",
    weibo: "Weibo",
    github: "GitHub",
    linkedin: "LinkedIn",
    products: "Products",
    resources: "Resources",
    company: "Company",
    careers: "Careers",
    copyright: "© {year} {site}. All rights reserved.",
    privacy: "Privacy policy",
    terms: "Terms of service",
    cookies: "Cookie policy",
    legal: "Legal",
  },
  sync: {
    pending: "{count} requests waiting to be sent",
    openPanel: "Show sync status",
  },
  pwa: {
    updateAvailable: "New version available",
    updateText: "Reload to use the latest version.",
    reload: "Reload",
    later: "Later",
    offlineReady: "This site now works offline",
  },
  offline: {
    title: "Present without a network",
    action: "Keep this site offline",
    actionHint: "Download all content and pictures to browse without a network",
    progress: "Downloading: {done} / {total}",
    progressLabel: "Offline download progress",
    done: "{size} stored: every page can be read with the network off.",
    failed: "Could not keep the site offline: {message}",
    persisted: "The browser agreed to keep it stored.",
    notPersisted: "The browser may clear it when space runs low.",
  },
} as const

export default site
