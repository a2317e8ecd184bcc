import { expect, test } from "vitest"
import { settingsDefaults } from "../../../../schema/entities/settings-defaults.ts"
import { socialAccounts, visibleSections, workspaceLinks } from "./nav-links.ts"

test("every section is linked while its show flag is on", () => {
  expect(visibleSections(settingsDefaults).map((link) => link.to)).toEqual([
    "/employees",
    "/teams",
    "/projects",
    "/tools",
    "/blog",
    "/collaboration",
  ])
})

test("a section whose flag is off is not linked", () => {
  const settings = { ...settingsDefaults, showTeams: false, showBlog: false, showCollaboration: false }
  expect(visibleSections(settings).map((link) => link.to)).toEqual(["/employees", "/projects", "/tools"])
})

test("a new site links to no workspace and no social account: their addresses are empty", () => {
  expect(workspaceLinks(settingsDefaults)).toBeNull()
  expect(socialAccounts(settingsDefaults)).toEqual([])
})

test.each([
  ["/myworkspace/", "/myworkspace/login", "/myworkspace/register"],
  ["/myworkspace", "/myworkspace/login", "/myworkspace/register"],
  ["https://work.example.cn", "https://work.example.cn/login", "https://work.example.cn/register"],
  [
    "https://work.example.cn/app/?from=site#top",
    "https://work.example.cn/app/login",
    "https://work.example.cn/app/register",
  ],
])("the workspace at %s signs in at %s and signs up at %s", (address, login, register) => {
  expect(workspaceLinks({ workspaceUrl: address })).toEqual({ home: address, login, register })
})

test("only the social accounts with an address are linked, in the footer's order", () => {
  const settings = {
    ...settingsDefaults,
    githubUrl: "https://github.com/zhiyuan",
    wechatUrl: " https://mp.weixin.qq.com/x ",
  }
  expect(socialAccounts(settings)).toEqual([
    { label: "wechat", href: "https://mp.weixin.qq.com/x" },
    { label: "github", href: "https://github.com/zhiyuan" },
  ])
})
