/**
 * After a failed validation, moves focus (and so the scroll position) to the first field marked
 * invalid, once React has rendered the messages: in a long dialog the person sees what to fix.
 */
export const focusFirstInvalid = (form: HTMLFormElement | null): void => {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  })
}
