/** The picture file a drop or a paste carries, if any (the first file; text is left to the field). */
export const fileOf = (data: DataTransfer | null): File | undefined => {
  if (data === null) return undefined
  const file = data.files[0]
  if (file !== undefined) return file
  for (const item of data.items) {
    if (item.kind !== "file") continue
    const taken = item.getAsFile()
    if (taken !== null) return taken
  }
  return undefined
}

/** True while something dragged over an element carries files (a text drag is not ours). */
export const carriesFiles = (data: DataTransfer | null): boolean =>
  data !== null && [...data.types].includes("Files")

/** The `accept` of the file picker: the types the server takes (it still decides by the bytes). */
export const pictureAccept = "image/jpeg,image/png,image/webp,image/avif,image/gif"
