/**
 * The app's import boundaries (eslint/app-boundaries.js) as `npm run lint` applies them: the project's
 * own ESLint configuration lints a few lines put at an address in app/, and a reversed import (a lower
 * layer importing a higher one, the app importing scripts/) is an error while an allowed one is not.
 */
import { ESLint } from "eslint"
import { fileURLToPath } from "node:url"
import { beforeAll, describe, expect, test } from "vitest"

const root = fileURLToPath(new URL("..", import.meta.url))
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath` (from the root). */
const boundaryErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "boundaries/dependencies" && message.severity === 2)
    .map((message) => message.message)
}

describe("a reversed import in app/ is a lint error", () => {
  test("the shared widgets (app/ui) importing a site kit", async () => {
    const errors = await boundaryErrors(
      "app/ui/x.tsx",
      'import { pageLanguage } from "../features/site/layout/language.ts"\nexport const x = pageLanguage\n',
    )
    expect(errors).toEqual([expect.stringMatching(/"ui" to elements of type "site"/)])
  })

  test("the sync engine (app/sync) importing a feature, statically or when it runs", async () => {
    const errors = await boundaryErrors(
      "app/sync/x.ts",
      'import type { ByteProgress } from "../features/site/pwa/store-pictures.ts"\n' +
        'export const x = () => import("../features/site/pwa/offline-pictures.ts")\n' +
        "export type Y = ByteProgress\n",
    )
    expect(errors).toHaveLength(2)
    for (const error of errors) expect(error).toMatch(/"sync" to elements of type "site"/)
  })

  test("anything in app/ importing scripts/", async () => {
    const errors = await boundaryErrors(
      "app/features/site/prerender/x.ts",
      'import { chromiumPath } from "../../../../scripts/system-chromium.ts"\nexport const x = chromiumPath\n',
    )
    expect(errors).toEqual([expect.stringMatching(/"site" to elements of type "scripts"/)])
  })

  test("the local database importing the sync engine", async () => {
    const errors = await boundaryErrors(
      "app/db/x.ts",
      'import { appClient } from "../sync/app-client.ts"\nexport const x = appClient\n',
    )
    expect(errors).toEqual([expect.stringMatching(/"db" to elements of type "sync"/)])
  })

  test("a public site kit importing a back-office kit", async () => {
    const errors = await boundaryErrors(
      "app/features/site/blog/x.ts",
      'import { formatDateTime } from "../../admin/lib/time-format.ts"\nexport const x = formatDateTime\n',
    )
    expect(errors).toEqual([expect.stringMatching(/"site" to elements of type "admin\/lib"/)])
  })

  test("a back-office kit importing a kit of its own tier or above (forms -> history, lib -> forms)", async () => {
    expect(
      await boundaryErrors(
        "app/features/admin/forms/x.tsx",
        'import { HistoryButton } from "../history/HistoryButton.tsx"\nexport const x = HistoryButton\n',
      ),
    ).toEqual([expect.stringMatching(/"admin\/forms" to elements of type "admin\/history"/)])
    expect(
      await boundaryErrors(
        "app/features/admin/lib/x.ts",
        'import { FormFields } from "../forms/FormFields.tsx"\nexport const x = FormFields\n',
      ),
    ).toEqual([expect.stringMatching(/"admin\/lib" to elements of type "admin\/forms"/)])
    expect(
      await boundaryErrors(
        "app/features/admin/list/x.ts",
        'import { useActors } from "../activity/use-actors.ts"\nexport const x = useActors\n',
      ),
    ).toEqual([expect.stringMatching(/"admin\/list" to elements of type "admin\/activity"/)])
  })

  test("a route or a feature importing the app's start", async () => {
    const code = 'import { appTree } from "../start/app-tree.tsx"\nexport const x = appTree\n'
    expect(await boundaryErrors("app/routes/x.tsx", code)).toEqual([
      expect.stringMatching(/"routes" to elements of type "start"/),
    ])
    expect(
      await boundaryErrors("app/features/site/x/y.tsx", code.replace("../start/", "../../../start/")),
    ).toEqual([expect.stringMatching(/"site" to elements of type "start"/)])
  })
})

describe("an import that runs the right way is not", () => {
  test("a site kit importing the shared widgets, another site kit, the database and the schemas", async () => {
    const errors = await boundaryErrors(
      "app/features/site/blog/x.tsx",
      'import { Button } from "../../../ui/Button.tsx"\n' +
        'import { pageLanguage } from "../layout/language.ts"\n' +
        'import { useSettings } from "../../../db/hooks.ts"\n' +
        'import { adminOnlyEntities } from "../../../../schema/sync.ts"\n' +
        "export const x = [Button, pageLanguage, useSettings, adminOnlyEntities]\n",
    )
    expect(errors).toEqual([])
  })

  test("a back-office kit importing a site kit and the sync engine", async () => {
    const errors = await boundaryErrors(
      "app/features/admin/x/y.ts",
      'import { formatBytes } from "../../site/pwa/format-bytes.ts"\n' +
        'import { appClient } from "../../../sync/app-client.ts"\n' +
        "export const x = [formatBytes, appClient]\n",
    )
    expect(errors).toEqual([])
  })

  test("a back-office kit importing the kits below it (the list screen: the forms, the history, lib)", async () => {
    const errors = await boundaryErrors(
      "app/features/admin/list/x.tsx",
      'import { EntityFormDialog } from "../forms/EntityFormDialog.tsx"\n' +
        'import { HistoryButton } from "../history/HistoryButton.tsx"\n' +
        'import { formatDateTime } from "../lib/time-format.ts"\n' +
        "export const x = [EntityFormDialog, HistoryButton, formatDateTime]\n",
    )
    expect(errors).toEqual([])
  })

  test("the start importing the route tree, a feature and the shared widgets; the entry its steps", async () => {
    expect(
      await boundaryErrors(
        "app/start/x.ts",
        'import { routeTree } from "../routeTree.gen.ts"\n' +
          'import { hydratePrerendered } from "../features/site/prerender/hydrate.ts"\n' +
          'import { nextTask } from "../ui/next-task.ts"\n' +
          "export const x = [routeTree, hydratePrerendered, nextTask]\n",
      ),
    ).toEqual([])
    expect(
      await boundaryErrors(
        "app/main.tsx",
        'import "./index.css"\nimport { nextTask } from "./ui/next-task.ts"\n' +
          'await nextTask()\nawait import("./start/start-app.tsx")\n',
      ),
    ).toEqual([])
  })
})
