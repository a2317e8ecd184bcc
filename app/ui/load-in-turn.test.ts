import { describe, expect, it } from "vitest"
import { loadInTurn, startLoadingInTurn } from "./load-in-turn.ts"

/** A load that records when it starts and finishes, and ends when `finish` is called. */
const recordingLoad = (name: string, log: string[]) => {
  let finish: (value: string) => void = () => {}
  const load = () =>
    new Promise<string>((resolve) => {
      log.push(`start ${name}`)
      finish = (value) => {
        log.push(`end ${name}`)
        resolve(value)
      }
    })
  return { load, finish: (value: string) => finish(value) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

describe("loadInTurn", () => {
  // Kept first: the module's state is shared by the tests of this file.
  it("loads nothing before the app renders its first page", async () => {
    const log: string[] = []
    const piece = recordingLoad("piece", log)
    const result = loadInTurn(piece.load, 0)
    await settle()
    expect(log).toEqual([])
    startLoadingInTurn()
    await settle()
    expect(log).toEqual(["start piece"])
    piece.finish("p")
    await expect(result).resolves.toBe("p")
  })

  it("runs loads queued together by priority, the next only once the previous one has finished", async () => {
    const log: string[] = []
    const late = recordingLoad("late", log)
    const urgent = recordingLoad("urgent", log)
    const lateResult = loadInTurn(late.load, 5)
    const urgentResult = loadInTurn(urgent.load, 0)
    await settle()
    expect(log).toEqual(["start urgent"])
    urgent.finish("u")
    await expect(urgentResult).resolves.toBe("u")
    await settle()
    expect(log).toEqual(["start urgent", "end urgent", "start late"])
    late.finish("l")
    await expect(lateResult).resolves.toBe("l")
  })

  it("starts nothing in the caller's task: a load runs in a later task", async () => {
    const log: string[] = []
    const piece = recordingLoad("piece", log)
    const result = loadInTurn(piece.load, 1)
    await Promise.resolve()
    expect(log).toEqual([])
    await settle()
    expect(log).toEqual(["start piece"])
    piece.finish("done")
    await result
  })

  it("gives a failed load's error to its caller and goes on with the next one", async () => {
    const failed = loadInTurn(() => Promise.reject(new Error("offline")), 0)
    const next = loadInTurn(() => Promise.resolve("next"), 1)
    await expect(failed).rejects.toThrow("offline")
    await expect(next).resolves.toBe("next")
  })
})
