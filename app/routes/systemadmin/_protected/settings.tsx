/**
 * The settings screen, given the history button of the settings' one row: the route joins the two
 * kits, since the history kit reads the settings' field labels (so settings/ does not import history/).
 */
import { createFileRoute } from "@tanstack/react-router"
import { HistoryButton } from "../../../features/admin/history/HistoryButton.tsx"
import { SettingsScreen } from "../../../features/admin/settings/SettingsScreen.tsx"

const settingsHistory = (name: string) => <HistoryButton entity="settings" id={1} name={name} look="button" />

function SettingsPage() {
  return <SettingsScreen historyButton={settingsHistory} />
}

export const Route = createFileRoute("/systemadmin/_protected/settings")({ component: SettingsPage })
