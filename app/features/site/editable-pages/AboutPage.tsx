/**
 * /about: its editable text (mission, vision, team: PageMarkdown, the settings' aboutBody) above the
 * core technology cards, which keep their icons and texts from the dictionaries.
 */
import { Cpu, Database, Network, ShieldCheck } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { Section } from "../../../ui/Section.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { PageMarkdown } from "./PageMarkdown.tsx"

const technologyIcons = {
  agents: Cpu,
  orchestration: Network,
  knowledge: Database,
  security: ShieldCheck,
} as const

export function AboutPage() {
  const { LL } = useI18nContext()
  const t = LL.pages.about
  useDocumentTitle(t.title())
  const technology = (Object.keys(technologyIcons) as Array<keyof typeof technologyIcons>).map((key) => ({
    key,
    Icon: technologyIcons[key],
    ...t.technology[key],
  }))
  return (
    <div data-testid="about-page">
      <PageHeader
        title={t.title()}
        description={t.subtitle()}
        breadcrumb={{
          label: LL.pages.common.breadcrumb(),
          items: [{ label: LL.pages.common.home(), to: "/" }, { label: t.title() }],
        }}
      />
      <Section>
        <PageMarkdown field="aboutBody" className="mx-auto max-w-3xl" />
      </Section>
      <Section title={t.technologyTitle()} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {technology.map(({ key, Icon, title, text }) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title()}</h3>
              <p className="mt-2 text-sm text-slate-600">{text()}</p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  )
}
