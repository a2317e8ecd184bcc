/**
 * The words of the public pages' heads, feeds and breadcrumbs (English): the app's
 * dictionaries (app/i18n/en/) take them from here and so do the server's page heads
 * (sync-server/seo/page-texts.ts), so the title a page is served with is the one the app sets, each
 * text written once. Plain strings, no runtime: the server never imports app/.
 */
import type { PageTextsShape } from "./zh-CN.ts"

const en = {
  /** The home page's document title. */
  home: "Home",
  notFound: "Page not found",
  /** The site search's results page (issue 32). */
  search: "Search",
  /** The offline readiness check (issue 32): what this device holds to present without a network. */
  offline: "Offline readiness",
  /** "<page> | <site name>" (typesafe-i18n arguments). */
  documentTitle: "{page} | {site}",
  /** A list's page after the first (issue 33): its title in the document title and the page head. */
  pagedTitle: "{title}, page {page}",
  /** Each section's list page: its <h1> and document title, and its subtitle. */
  sections: {
    employees: {
      title: "Digital employees",
      subtitle:
        "Customisable AI agents that handle service, operations, analysis and review around the clock",
    },
    teams: {
      title: "Digital teams",
      subtitle: "Digital employees working together to run complex processes end to end",
    },
    projects: {
      title: "Project cases",
      subtitle: "Real results of digital employees and teams across industries",
    },
    tools: { title: "AI tools", subtitle: "Smart tools and integrations that power digital employees" },
    blog: {
      title: "Blog news",
      subtitle: "Technology trends, case studies and ways of working with AI agents",
    },
  },
  /** The pages whose text comes with the build: title and the sentence under it. */
  pages: {
    collaboration: {
      title: "Enterprise custom collaboration",
      subtitle: "Digital employees and teams tailored to your business, with us from requirements to launch",
    },
    contact: {
      title: "Contact us",
      subtitle: "Product questions, partnerships or technical support: we are happy to help",
    },
    about: {
      title: "About us",
      subtitle: "The platform that helps you customise, manage and publish AI agents",
    },
    privacy: {
      title: "Privacy policy",
      intro:
        "We care about your privacy. This policy explains what we collect when you use this website, how we use it and what your rights are.",
    },
    terms: {
      title: "Terms of service",
      intro: "Welcome to this website. By visiting or using it you agree to the following terms.",
    },
  },
  /** The blog's five categories as the site shows them (stored in Chinese: schema/entities/blog-categories.ts). */
  blogCategories: {
    technologyTrends: "Technology trends",
    caseStudies: "Case studies",
    waysOfWorking: "Ways of working",
    productUpdates: "Product updates",
    industryNews: "Industry news",
  },
} as const satisfies PageTextsShape

export default en
