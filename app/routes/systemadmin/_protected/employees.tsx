import { createFileRoute } from "@tanstack/react-router"
import { EmployeesScreen } from "../../../features/admin/employees/EmployeesScreen.tsx"

export const Route = createFileRoute("/systemadmin/_protected/employees")({ component: EmployeesScreen })
