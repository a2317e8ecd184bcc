/**
 * /systemadmin/settings: the general settings form and the system's facts, in tabs. The history
 * button of the settings' one row comes from the route (app/routes/systemadmin/_protected/settings.tsx):
 * the history kit reads the settings' field labels from this folder, so this folder does not import it.
 */
import type { ReactNode } from "react"
import { Tab, TabList, TabPanel, Tabs } from "react-aria-components"
import { useSettings } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Spinner } from "../../../ui/Spinner.tsx"
import { AboutSystem } from "./AboutSystem.tsx"
import { GeneralSettingsForm } from "./GeneralSettingsForm.tsx"

const tabClass =
  "cursor-pointer rounded-md px-4 py-2 text-sm font-medium text-slate-700 outline-none data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm data-[focus-visible]:ring-2 data-[focus-visible]:ring-blue-500"

export function SettingsScreen({ historyButton }: { historyButton: (name: string) => ReactNode }) {
  const { LL } = useI18nContext()
  const t = LL.adminSettings
  const { status, settings } = useSettings()
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.title()}</h1>
          <p className="mt-1 text-sm text-slate-600">{t.subtitle()}</p>
        </div>
        {/* Settings have no rows: their one row's history is opened from here. */}
        {historyButton(t.title())}
      </div>
      <Tabs className="flex flex-col gap-4">
        <TabList aria-label={t.title()} className="flex w-fit gap-1 rounded-lg bg-slate-100 p-1">
          <Tab id="general" className={tabClass}>
            {t.general()}
          </Tab>
          <Tab id="about" className={tabClass}>
            {t.about()}
          </Tab>
        </TabList>
        <TabPanel
          id="general"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm outline-none"
        >
          {status === "loading" ? (
            <Spinner look="admin" label={LL.admin.common.loading()} className="py-12" />
          ) : (
            // A newer settings row (a pull, or this form's own save) starts the form afresh from it;
            // what the person typed meanwhile is in the device draft and is laid over it again.
            <GeneralSettingsForm key={JSON.stringify(settings)} settings={settings} />
          )}
        </TabPanel>
        <TabPanel
          id="about"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm outline-none"
        >
          <AboutSystem />
        </TabPanel>
      </Tabs>
    </div>
  )
}
