import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { filterTools } from "../rules/search.ts"
import { PagedListPage } from "../paging/PagedListPage.tsx"
import { ToolCard } from "./ToolCard.tsx"

/** The tools list, page `page` (issue 33: paged, searched over every record). */
export function ToolsListPage({ page }: { page: number }) {
  const { LL } = useI18nContext()
  return (
    <PagedListPage
      list="tools"
      path="/tools"
      page={page}
      testId="tools-page"
      title={LL.pages.tools.title()}
      subtitle={LL.pages.tools.subtitle()}
      searchPlaceholder={LL.pages.tools.searchPlaceholder()}
      emptyTitle={LL.pages.tools.emptyTitle()}
      skeletonCount={8}
      grid="four"
      filter={filterTools}
      renderCard={(tool, index) => <ToolCard tool={tool} priority={index === 0} />}
    />
  )
}
