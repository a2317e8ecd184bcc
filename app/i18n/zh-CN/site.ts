/** site texts (base locale). */
const site = {
  placeholder: "占位",
}

export default site
