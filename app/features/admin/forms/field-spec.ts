import type { ReactNode } from "react"
import type { FormValue } from "../lib/form-values.ts"

/** One field of an entity form, described as data so every entity shares one dialog. */
export type FieldSpec =
  | {
      readonly kind: "text" | "url" | "number" | "color"
      readonly name: string
      readonly label: string
      readonly hint?: string
      /** This field is the English twin of that Chinese field (issue 17): shown by the language switch. */
      readonly englishOf?: string
    }
  | {
      readonly kind: "textarea"
      readonly name: string
      readonly label: string
      readonly rows?: number
      readonly hint?: string
      readonly englishOf?: string
    }
  | {
      /** A picture: drop, paste, file picker or a typed address (media-upload/ImageField). */
      readonly kind: "image"
      readonly name: string
      readonly label: string
    }
  | {
      /** A Markdown body: a picture pasted or dropped in is queued and inserted (media-upload/MarkdownField). */
      readonly kind: "markdown"
      readonly name: string
      readonly label: string
      readonly rows?: number
      readonly hint?: string
      readonly englishOf?: string
    }
  | {
      readonly kind: "select"
      readonly name: string
      readonly label: string
      readonly options: ReadonlyArray<{ value: string; label: string }>
    }
  | { readonly kind: "checkbox"; readonly name: string; readonly label: string }
  | {
      /** A wall-clock date and time ("YYYY-MM-DDTHH:mm"), in the zone the hint names (a schedule). */
      readonly kind: "datetime"
      readonly name: string
      readonly label: string
      readonly hint?: string
    }
  | {
      readonly kind: "custom"
      readonly name: string
      readonly render: (
        value: FormValue | undefined,
        onChange: (value: FormValue) => void,
        error?: string,
      ) => ReactNode
    }
