/** Texts of the back office's picture field and the pictures of Markdown bodies (English). Mirrors zh-CN. */
const mediaUpload = {
  choose: "Choose a picture",
  replace: "Choose another picture",
  dropHint: "Drop a picture here, or copy it and paste (Ctrl+V). JPEG, PNG, WebP, AVIF or GIF, up to {max}.",
  dropActive: "Release to use this picture",
  urlLabel: "Picture address",
  urlHint: "You can also type the address of a picture.",
  preview: "Preview of the picture",
  noPreview: "This picture is not on this device; no preview",
  remove: "Remove the picture",
  altTitle: "Describe the picture",
  altIntro:
    "The description is read to people who cannot see the picture (screen readers); both languages are required.",
  altZh: "Description (Chinese)",
  altEn: "Description (English)",
  use: "Use this picture",
  insert: "Insert the picture",
  cancel: "Cancel",
  wrongType: "“{name}” is not a supported picture. Choose a JPEG, PNG, WebP, AVIF or GIF file.",
  svgRefused:
    "SVG pictures are not accepted (an SVG file can carry scripts). Save it as PNG or JPEG and choose that.",
  tooLarge: "“{name}” is too large ({size}); a picture can be at most {max}.",
  unreadable: "“{name}” could not be read; choose it again.",
  state: {
    waiting: "Waiting to upload: it goes once you are online",
    queued: "Queued for upload",
    uploading: "Uploading {percent}%",
    uploaded: "Uploaded",
    refused: "The server refused this picture",
    missing: "This picture is not on this device",
  },
  progress: "Upload progress",
  retry: "Upload again",
  discard: "Discard this picture",
  markdownHint: "Paste or drop a picture into the text to insert its Markdown.",
  panel: {
    title: "Pictures",
    empty: "No picture is waiting to upload.",
    untitled: "Picture",
  },
} as const

export default mediaUpload
