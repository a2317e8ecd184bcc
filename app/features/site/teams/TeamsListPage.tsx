import { useTeams } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { filterTeams } from "../rules/search.ts"
import { ListPage } from "../static/ListPage.tsx"
import { TeamCard } from "./TeamCard.tsx"

export function TeamsListPage() {
  const { LL } = useI18nContext()
  return (
    <ListPage
      testId="teams-page"
      title={LL.pages.teams.title()}
      subtitle={LL.pages.teams.subtitle()}
      searchPlaceholder={LL.pages.teams.searchPlaceholder()}
      emptyTitle={LL.pages.teams.emptyTitle()}
      skeletonCount={3}
      grid="three"
      live={useTeams()}
      filter={filterTeams}
      renderCard={(team, index) => <TeamCard team={team} priority={index === 0} />}
    />
  )
}
