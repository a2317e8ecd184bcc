import { createFileRoute } from "@tanstack/react-router"
import { EmployeesListPage } from "../../features/site/employees/EmployeesListPage.tsx"

export const Route = createFileRoute("/employees/")({ component: EmployeesListPage })
