/** The home page: hero, features, the four content blocks the settings switch on, closing CTA. */
import { useSettings } from "../../../db/hooks.ts"
import { useListFirst } from "../../../db/list-pages.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { ClosingCta } from "./ClosingCta.tsx"
import { FeatureCards } from "./FeatureCards.tsx"
import { Hero } from "./Hero.tsx"
import { HomeEmployeeCard, HomeProjectCard, HomeTeamCard, HomeToolCard } from "./HomeCards.tsx"
import { HomeSection } from "./HomeSection.tsx"
import { homeCounts, homeSkeletons } from "./home-rules.ts"

export function HomePage() {
  const { LL } = useI18nContext()
  const { settings } = useSettings()
  useDocumentTitle(LL.site.home.documentTitle())
  // Only the rows the blocks show (issue 33): the page's data block carries those, not every row.
  const employees = useListFirst("employees", homeCounts.employees)
  const teams = useListFirst("teams", homeCounts.teams)
  const projects = useListFirst("projects", homeCounts.projects)
  const tools = useListFirst("tools", homeCounts.tools)
  const home = LL.site.home

  return (
    <>
      <Hero settings={settings} />
      <FeatureCards />
      {settings.showEmployees ? (
        <HomeSection
          live={employees}
          count={homeCounts.employees}
          skeletons={homeSkeletons.employees}
          title={home.employees.title()}
          subtitle={home.employees.subtitle()}
          viewAll="/employees"
          gridClass="sm:grid-cols-2 lg:grid-cols-3"
          testId="home-employees"
          tone="muted"
          renderItem={(employee) => <HomeEmployeeCard key={employee.id} employee={employee} />}
        />
      ) : null}
      {settings.showTeams ? (
        <HomeSection
          live={teams}
          count={homeCounts.teams}
          skeletons={homeSkeletons.teams}
          title={home.teams.title()}
          subtitle={home.teams.subtitle()}
          viewAll="/teams"
          gridClass="lg:grid-cols-2"
          testId="home-teams"
          renderItem={(team) => <HomeTeamCard key={team.id} team={team} />}
        />
      ) : null}
      {settings.showProjects ? (
        <HomeSection
          live={projects}
          count={homeCounts.projects}
          skeletons={homeSkeletons.projects}
          title={home.projects.title()}
          subtitle={home.projects.subtitle()}
          viewAll="/projects"
          gridClass="sm:grid-cols-2 lg:grid-cols-3"
          testId="home-projects"
          tone="muted"
          renderItem={(project) => <HomeProjectCard key={project.id} project={project} />}
        />
      ) : null}
      {settings.showTools ? (
        <HomeSection
          live={tools}
          count={homeCounts.tools}
          skeletons={homeSkeletons.tools}
          title={home.tools.title()}
          subtitle={home.tools.subtitle()}
          viewAll="/tools"
          gridClass="sm:grid-cols-2 lg:grid-cols-4"
          testId="home-tools"
          withImageSkeleton={false}
          renderItem={(tool) => <HomeToolCard key={tool.id} tool={tool} />}
        />
      ) : null}
      <ClosingCta />
    </>
  )
}
