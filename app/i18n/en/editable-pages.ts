/** The about, privacy and terms pages' editable texts (English; mirrors zh-CN/editable-pages.ts): the settings' fields and the pages' contact lines. */
const editablePages = {
  section: "Page texts",
  aboutBody: "About page text (Markdown)",
  privacyBody: "Privacy policy text (Markdown)",
  termsBody: "Terms of service text (Markdown)",
  bodyHint:
    "End a heading with {anchor} to give it an anchor (keep {cookies} on the privacy policy's cookie section: the footer links to it). The \"last updated\" line is part of the text. The contact details come from these settings' contact section and are shown by the page: do not write them here.",
  aboutHint: "Shown above the core technology cards.",
  email: "Email: ",
  phone: "Phone: ",
  address: "Address: ",
} as const

export default editablePages
