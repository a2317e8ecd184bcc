/** How rendered Markdown reads: the classes of a post's body, shared with the editable pages' texts (editable-pages/PageMarkdown.tsx). */
export const markdownProse = [
  "max-w-none text-base leading-8 text-slate-700 sm:text-lg",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:my-5 [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-brand-strong [&_a]:underline [&_a]:underline-offset-4",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand [&_blockquote]:bg-brand-soft/60 [&_blockquote]:px-5 [&_blockquote]:py-1 [&_blockquote]:text-slate-700",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent",
  "[&_img]:my-6 [&_img]:rounded-xl [&_hr]:my-10 [&_hr]:border-slate-200",
].join(" ")
