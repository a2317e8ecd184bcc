import { Bot, FolderKanban, type LucideIcon, Users, Wrench } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Section } from "../../../ui/Section.tsx"

/** The four-card core features block (spec: employees, teams, project management, smart tools). */
export function FeatureCards() {
  const { LL } = useI18nContext()
  const f = LL.site.home.features
  const cards: ReadonlyArray<{ icon: LucideIcon; title: string; text: string; tone: string }> = [
    { icon: Bot, title: f.employees.title(), text: f.employees.text(), tone: "bg-blue-50 text-blue-700" },
    { icon: Users, title: f.teams.title(), text: f.teams.text(), tone: "bg-violet-50 text-violet-700" },
    {
      icon: FolderKanban,
      title: f.projects.title(),
      text: f.projects.text(),
      tone: "bg-emerald-50 text-emerald-700",
    },
    { icon: Wrench, title: f.tools.title(), text: f.tools.text(), tone: "bg-amber-50 text-amber-800" },
  ]
  return (
    <Section title={f.title()} subtitle={f.subtitle()} testId="home-features">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ icon: Icon, title, text, tone }) => (
          <li
            key={title}
            data-testid="feature-card"
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md sm:block sm:p-6"
          >
            <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900 sm:mt-5">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-slate-600 sm:mt-2">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
