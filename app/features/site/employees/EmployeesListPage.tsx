import { useEmployees } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { filterEmployees } from "../rules/search.ts"
import { ListPage } from "../static/ListPage.tsx"
import { EmployeeCard } from "./EmployeeCard.tsx"

export function EmployeesListPage() {
  const { LL } = useI18nContext()
  return (
    <ListPage
      testId="employees-page"
      title={LL.pages.employees.title()}
      subtitle={LL.pages.employees.subtitle()}
      searchPlaceholder={LL.pages.employees.searchPlaceholder()}
      emptyTitle={LL.pages.employees.emptyTitle()}
      skeletonCount={6}
      grid="three"
      live={useEmployees()}
      filter={filterEmployees}
      renderCard={(employee, index) => <EmployeeCard employee={employee} priority={index === 0} />}
    />
  )
}
