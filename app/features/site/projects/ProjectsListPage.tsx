import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { filterProjects } from "../rules/search.ts"
import { PagedListPage } from "../paging/PagedListPage.tsx"
import { ProjectCard } from "./ProjectCard.tsx"

/** The projects list, page `page` (issue 33: paged, searched over every record). */
export function ProjectsListPage({ page }: { page: number }) {
  const { LL } = useI18nContext()
  return (
    <PagedListPage
      list="projects"
      path="/projects"
      page={page}
      testId="projects-page"
      title={LL.pages.projects.title()}
      subtitle={LL.pages.projects.subtitle()}
      searchPlaceholder={LL.pages.projects.searchPlaceholder()}
      emptyTitle={LL.pages.projects.emptyTitle()}
      skeletonCount={6}
      grid="three"
      filter={filterProjects}
      renderCard={(project, index) => <ProjectCard project={project} priority={index === 0} />}
    />
  )
}
