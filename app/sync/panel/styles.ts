/** Shared classes of the panel's buttons (react-aria exposes focus-visible as a data attribute). */
export const actionButton =
  "inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-blue-600 data-[disabled]:opacity-50"
