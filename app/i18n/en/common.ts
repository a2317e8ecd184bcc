/** Texts shared by every public screen: navigation, page chrome, generic states (English). */
// ".js": typesafe-i18n's generator runs this dictionary compiled to JavaScript.
import pageTexts from "../../../shared/page-texts/en.js"

const common = {
  skipToContent: "Skip to main content",
  loading: "Loading...",
  close: "Close",
  dismiss: "Dismiss notification",
  notifications: "Notifications",
  search: "Search",
  clearSearch: "Clear search",
  breadcrumb: "Breadcrumb",
  viewAll: "View all",
  learnMore: "Learn more",
  opensInNewTab: "(opens in a new tab)",
  nav: {
    main: "Main navigation",
    home: "Home",
    employees: "Digital employees",
    teams: "Digital teams",
    projects: "Projects",
    tools: "AI tools",
    collaboration: "Collaboration",
    blog: "Blog",
    about: "About us",
    contact: "Contact",
    login: "Log in",
    register: "Sign up",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mobileMenu: "Mobile menu",
  },
  language: {
    switchTo: "中文",
    switchLabel: "切换到中文",
  },
  notFound: {
    title: "404 Page Not Found",
    description: "Sorry, the page you are looking for does not exist or has been removed.",
    backHome: "Back to home",
    documentTitle: pageTexts.notFound,
  },
  documentTitle: pageTexts.documentTitle,
  error: {
    title: "Something went wrong",
    description: "The page could not be shown. Please reload and try again.",
    reload: "Reload page",
  },
} as const

export default common
