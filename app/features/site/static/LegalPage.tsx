/** The frame of /privacy and /terms: header, last-updated line, titled sections (with optional ids). */
import { type ReactNode } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"

export interface LegalSection {
  readonly id?: string
  readonly title: string
  readonly body: ReactNode
}

export function LegalPage({
  testId,
  title,
  updated,
  intro,
  sections,
}: {
  testId: string
  title: string
  updated: string
  intro: string
  sections: ReadonlyArray<LegalSection>
}) {
  const { LL } = useI18nContext()
  useDocumentTitle(title)
  return (
    <div data-testid={testId}>
      <PageHeader
        title={title}
        description={updated}
        breadcrumb={{
          label: LL.pages.common.breadcrumb(),
          items: [{ label: LL.pages.common.home(), to: "/" }, { label: title }],
        }}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <p className="text-lg leading-relaxed text-slate-700">{intro}</p>
        {sections.map((section) => (
          <section key={section.title} id={section.id} className="mt-10 scroll-mt-24">
            <h2 className="text-2xl font-semibold text-slate-900">{section.title}</h2>
            <div className="mt-3 leading-relaxed text-slate-700">{section.body}</div>
          </section>
        ))}
      </div>
    </div>
  )
}

/** The placeholder contact lines at the end of each legal page. */
export function PlaceholderContact({ lead, lines }: { lead: string; lines: ReadonlyArray<string> }) {
  return (
    <>
      <p>{lead}</p>
      <ul className="mt-3 grid gap-1 rounded-xl bg-slate-50 p-5 text-slate-800" data-testid="legal-contact">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  )
}
