import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { filterEmployees } from "../rules/search.ts"
import { PagedListPage } from "../paging/PagedListPage.tsx"
import { EmployeeCard } from "./EmployeeCard.tsx"

/** The employees list, page `page` (issue 33: paged, searched over every record). */
export function EmployeesListPage({ page }: { page: number }) {
  const { LL } = useI18nContext()
  return (
    <PagedListPage
      list="employees"
      path="/employees"
      page={page}
      testId="employees-page"
      title={LL.pages.employees.title()}
      subtitle={LL.pages.employees.subtitle()}
      searchPlaceholder={LL.pages.employees.searchPlaceholder()}
      emptyTitle={LL.pages.employees.emptyTitle()}
      skeletonCount={6}
      grid="three"
      filter={filterEmployees}
      renderCard={(employee, index) => <EmployeeCard employee={employee} priority={index === 0} />}
    />
  )
}
