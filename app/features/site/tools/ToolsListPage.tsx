import { useTools } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { filterTools } from "../rules/search.ts"
import { ListPage } from "../static/ListPage.tsx"
import { ToolCard } from "./ToolCard.tsx"

export function ToolsListPage() {
  const { LL } = useI18nContext()
  return (
    <ListPage
      testId="tools-page"
      title={LL.pages.tools.title()}
      subtitle={LL.pages.tools.subtitle()}
      searchPlaceholder={LL.pages.tools.searchPlaceholder()}
      emptyTitle={LL.pages.tools.emptyTitle()}
      skeletonCount={8}
      grid="four"
      live={useTools()}
      filter={filterTools}
      renderCard={(tool, index) => <ToolCard tool={tool} priority={index === 0} />}
    />
  )
}
