import { expect, test } from "vitest"
import { dueChanges, isInstant, scheduleProblem } from "./schedule.ts"

const at = (iso: string) => Date.parse(iso)
const monday = "2026-12-07T01:00:00.000Z"
const tuesday = "2026-12-08T01:00:00.000Z"

test("instants are UTC ISO times from 2000 to 2199 that name a real moment", () => {
  for (const good of [monday, "2026-12-07T01:00Z", "2026-12-07T01:00:30Z", "2100-01-01T00:00:00.5Z"])
    expect(isInstant(good)).toBe(true)
  for (const bad of [
    "2026-12-07T01:00:00+08:00",
    "2026-12-07",
    "1999-12-31T23:59:59Z",
    "2026-13-01T00:00Z",
    "",
  ])
    expect(isInstant(bad)).toBe(false)
})

test("an unpublish at or before its publish is the problem; either alone is not", () => {
  expect(scheduleProblem({ publishAt: tuesday, unpublishAt: monday })).toBe("unpublishAt")
  expect(scheduleProblem({ publishAt: monday, unpublishAt: monday })).toBe("unpublishAt")
  expect(scheduleProblem({ publishAt: monday, unpublishAt: tuesday })).toBeUndefined()
  expect(scheduleProblem({ unpublishAt: monday })).toBeUndefined()
  expect(scheduleProblem({ publishAt: null, unpublishAt: null })).toBeUndefined()
})

test("due actions are carried out in time order, each once; actions not due are kept", () => {
  const draft = { isPublished: false, publishAt: monday, unpublishAt: tuesday }
  expect(dueChanges("blogPosts", draft, at(monday) - 1)).toEqual({})
  expect(dueChanges("blogPosts", draft, at(monday))).toEqual({ isPublished: true, publishAt: null })
  expect(dueChanges("blogPosts", draft, at(tuesday))).toEqual({
    isPublished: false,
    publishAt: null,
    unpublishAt: null,
  })
  expect(dueChanges("tools", { isActive: true, unpublishAt: monday }, at(tuesday))).toEqual({
    isActive: false,
    unpublishAt: null,
  })
})

test("an action made moot by hand is dropped: published before its time, unpublished with nothing to come", () => {
  expect(dueChanges("blogPosts", { isPublished: true, publishAt: monday }, 0)).toEqual({ publishAt: null })
  expect(dueChanges("projects", { isActive: false, unpublishAt: tuesday }, 0)).toEqual({ unpublishAt: null })
  // Not public yet, but a publish is coming: the unpublish after it stays.
  expect(dueChanges("projects", { isActive: false, publishAt: monday, unpublishAt: tuesday }, 0)).toEqual({})
})
