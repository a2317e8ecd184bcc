/** /about: mission, vision, core technology and team (static text). */
import { type ReactNode } from "react"
import { Cpu, Database, Eye, Network, ShieldCheck, Target, Users } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { Section } from "../../../ui/Section.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"

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
        <div className="grid gap-6 md:grid-cols-2">
          <Statement
            icon={<Target aria-hidden="true" className="size-6" />}
            title={t.missionTitle()}
            text={t.mission()}
          />
          <Statement
            icon={<Eye aria-hidden="true" className="size-6" />}
            title={t.visionTitle()}
            text={t.vision()}
          />
        </div>
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
      <Section title={t.teamTitle()}>
        <div className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-brand-strong to-violet-700 p-8 text-white shadow-lg sm:flex-row sm:items-center sm:p-10">
          <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-white/15">
            <Users aria-hidden="true" className="size-8" />
          </span>
          <p className="text-lg leading-relaxed">{t.team()}</p>
        </div>
      </Section>
    </div>
  )
}

function Statement({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
        {icon}
      </span>
      <h2 className="mt-5 text-2xl font-bold text-slate-900">{title}</h2>
      <p className="mt-3 leading-relaxed text-slate-600">{text}</p>
    </div>
  )
}
