/** Texts of the public content pages: lists, details, blog, collaboration, contact, about, legal (base locale). */
const pages = {
  placeholder: "占位",
}

export default pages
