/** common texts (base locale). */
const common = {
  placeholder: "占位",
}

export default common
