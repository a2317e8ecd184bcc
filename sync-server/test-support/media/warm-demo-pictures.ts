/**
 * Vitest's global setup: converts the demo pictures into their cache (media/demo-pictures.ts) once, before
 * the suites start, so that on a clean clone the many servers seeded with the demo only copy files
 * instead of each converting every picture at once on every core.
 */
import { demoPictureAddresses, loadDemoContent } from "../../bootstrap/seed-demo.ts"
import { prepareDemoPictures } from "../../media/demo-pictures.ts"

export default async function warmDemoPictures(): Promise<void> {
  await prepareDemoPictures(demoPictureAddresses(loadDemoContent()))
}
