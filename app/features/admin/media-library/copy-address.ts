/**
 * Copies a picture's address (`mediaAddress(record)`, the form content rows store) to the clipboard,
 * for pasting into a picture or URL field; says whether the browser let it.
 */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard === undefined) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Refused (no permission, an insecure context, the page not focused): the caller shows the text.
    return false
  }
}
