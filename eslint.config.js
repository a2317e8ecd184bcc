import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"
import appBoundaries from "./eslint/app-boundaries.js"
import serverBoundaries from "./eslint/server-boundaries.js"

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      // Scratch builds and tools (git-ignored, like the rest of this list).
      ".tmp",
      "bench/results",
      "data",
      "coverage",
      "test-results",
      "playwright-report",
      "app/routeTree.gen.ts",
      "app/i18n/i18n-*",
      "app/i18n/formatters.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The app reads content only through the local-first hooks (app/db, app/sync): no fetch of /api content here.
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/sync-server/**"], message: "The app never imports server code." }] },
      ],
    },
  },
  {
    files: ["schema/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "react", "react-dom", "dexie", "express", "knex"],
              message: "schema/ is pure: no DOM, Node or library runtime imports besides effect.",
            },
          ],
        },
      ],
    },
  },
  ...appBoundaries,
  ...serverBoundaries,
)
