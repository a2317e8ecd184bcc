import { renderToString } from "react-dom/server"
import { expect, test } from "vitest"
import { AuthContext, useAuth } from "./auth-context.ts"

function ShowUser() {
  const { user } = useAuth()
  return <span>{user === undefined ? "loading" : (user?.username ?? "nobody")}</span>
}

test("useAuth outside its provider throws the spec's message", () => {
  expect(() => renderToString(<ShowUser />)).toThrow("useAuth must be used within an AuthProvider")
})

test("useAuth inside the provider reads its state", () => {
  const user = { id: 1, username: "admin", displayName: "Admin", role: "admin" as const }
  const state = {
    user,
    login: async () => user,
    acceptInvitation: async () => user,
    logout: async () => {},
    signedIn: async () => user,
    secondStep: async () => user,
    refreshUser: async () => {},
  }
  const html = renderToString(
    <AuthContext.Provider value={state}>
      <ShowUser />
    </AuthContext.Provider>,
  )
  expect(html).toContain("admin")
})
