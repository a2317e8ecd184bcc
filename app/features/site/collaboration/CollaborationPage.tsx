/**
 * /collaboration: header and breadcrumb, four why-us cards, the five-step process and the request form.
 */
import {
  BarChart3,
  GraduationCap,
  LifeBuoy,
  type LucideIcon,
  Puzzle,
  RefreshCw,
  Rocket,
  Search,
  Sparkles,
  PenTool,
} from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { Section } from "../../../ui/Section.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { CollaborationForm } from "./CollaborationForm.tsx"

const whyIcons = {
  custom: Sparkles,
  integration: Puzzle,
  optimisation: RefreshCw,
  support: LifeBuoy,
} as const
const stepIcons = {
  analysis: Search,
  design: PenTool,
  implementation: Rocket,
  training: GraduationCap,
  optimisation: BarChart3,
} as const satisfies Record<string, LucideIcon>

export function CollaborationPage() {
  const { LL } = useI18nContext()
  const t = LL.pages.collaboration
  useDocumentTitle(t.title())
  const why = (Object.keys(whyIcons) as Array<keyof typeof whyIcons>).map((key) => ({
    key,
    Icon: whyIcons[key],
    ...t.why[key],
  }))
  const steps = (Object.keys(stepIcons) as Array<keyof typeof stepIcons>).map((key) => ({
    key,
    Icon: stepIcons[key],
    ...t.steps[key],
  }))

  return (
    <div data-testid="collaboration-page">
      <PageHeader
        title={t.title()}
        description={t.subtitle()}
        breadcrumb={{
          label: LL.pages.common.breadcrumb(),
          items: [{ label: LL.pages.common.home(), to: "/" }, { label: t.breadcrumb() }],
        }}
      />
      <Section title={t.whyTitle()} testId="why-us">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {why.map(({ key, Icon, title, text }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              data-testid="why-card"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title()}</h3>
              <p className="mt-2 text-sm text-slate-600">{text()}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.stepsTitle()} tone="muted" testId="process">
        <ol className="grid gap-6 md:grid-cols-5">
          {steps.map(({ key, Icon, title, text }, index) => (
            <li
              key={key}
              className="relative flex flex-col items-center text-center"
              data-testid="process-step"
            >
              <span className="relative flex size-14 items-center justify-center rounded-full bg-brand-strong text-white shadow-md">
                <Icon aria-hidden="true" className="size-6" />
                <span className="absolute -top-1 -right-1 flex size-6 items-center justify-center rounded-full bg-white text-xs font-bold text-brand-strong ring-2 ring-brand-strong">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title()}</h3>
              <p className="mt-1 text-sm text-slate-600">{text()}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t.formTitle()} subtitle={t.formIntro()} testId="request">
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <CollaborationForm />
        </div>
      </Section>
    </div>
  )
}
