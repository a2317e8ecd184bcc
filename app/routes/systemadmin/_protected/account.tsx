import { createFileRoute } from "@tanstack/react-router"
import { AccountPage } from "../../../features/admin/account/AccountPage.tsx"

export const Route = createFileRoute("/systemadmin/_protected/account")({ component: AccountPage })
