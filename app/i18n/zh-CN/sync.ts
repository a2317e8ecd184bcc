/** sync texts (base locale). */
const sync = {
  placeholder: "占位",
}

export default sync
