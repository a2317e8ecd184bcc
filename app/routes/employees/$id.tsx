import { createFileRoute } from "@tanstack/react-router"
import { EmployeeDetailPage } from "../../features/site/employees/EmployeeDetailPage.tsx"

export const Route = createFileRoute("/employees/$id")({ component: EmployeeRoute })

function EmployeeRoute() {
  const { id } = Route.useParams()
  return <EmployeeDetailPage key={id} id={id} />
}
