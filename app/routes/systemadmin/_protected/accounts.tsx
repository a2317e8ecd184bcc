import { createFileRoute } from "@tanstack/react-router"
import { AccountsScreen } from "../../../features/admin/accounts/AccountsScreen.tsx"

export const Route = createFileRoute("/systemadmin/_protected/accounts")({ component: AccountsScreen })
