import { useProjects } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { filterProjects } from "../rules/search.ts"
import { ListPage } from "../static/ListPage.tsx"
import { ProjectCard } from "./ProjectCard.tsx"

export function ProjectsListPage() {
  const { LL } = useI18nContext()
  return (
    <ListPage
      testId="projects-page"
      title={LL.pages.projects.title()}
      subtitle={LL.pages.projects.subtitle()}
      searchPlaceholder={LL.pages.projects.searchPlaceholder()}
      emptyTitle={LL.pages.projects.emptyTitle()}
      skeletonCount={6}
      grid="three"
      live={useProjects()}
      filter={filterProjects}
      renderCard={(project, index) => <ProjectCard project={project} priority={index === 0} />}
    />
  )
}
