import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { filterTeams } from "../rules/search.ts"
import { PagedListPage } from "../paging/PagedListPage.tsx"
import { TeamCard } from "./TeamCard.tsx"

/** The teams list, page `page` (issue 33: paged, searched over every record). */
export function TeamsListPage({ page }: { page: number }) {
  const { LL } = useI18nContext()
  return (
    <PagedListPage
      list="teams"
      path="/teams"
      page={page}
      testId="teams-page"
      title={LL.pages.teams.title()}
      subtitle={LL.pages.teams.subtitle()}
      searchPlaceholder={LL.pages.teams.searchPlaceholder()}
      emptyTitle={LL.pages.teams.emptyTitle()}
      skeletonCount={3}
      grid="three"
      filter={filterTeams}
      renderCard={(team, index) => <TeamCard team={team} priority={index === 0} />}
    />
  )
}
