/**
 * Copies a text to the clipboard (a picture's address, an invitation link) and says whether the
 * browser let it; when it did not, the caller shows the text for copying by hand.
 */
export const copyToClipboard = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard === undefined) return false
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    // Refused (no permission, an insecure context, the page not focused).
    return false
  }
}
