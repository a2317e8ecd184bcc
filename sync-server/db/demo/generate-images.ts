/**
 * Writes the demo illustrations under public/demo/ from the demo records, so every image path the
 * content refers to exists. Run with `npx tsx sync-server/db/demo/generate-images.ts`; the SVG
 * output is committed, this script only keeps it consistent when records change.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import {
  demoBlogPosts,
  demoEmployees,
  demoProjects,
  demoTeams,
  demoToolImages,
  demoTools,
} from "./content.ts"
import {
  type PaletteName,
  blogCover,
  employeePortrait,
  palettes,
  projectCover,
  teamCover,
  toolTile,
} from "./image-art.ts"
import type { GlyphName } from "./image-glyphs.ts"

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "../../../public")

/** Rotating through the palettes keeps neighbouring cards in a grid different colours. */
const rotation: PaletteName[] = ["blue", "violet", "teal", "amber", "indigo", "rose", "cyan", "emerald"]
const paletteAt = (index: number, offset = 0) =>
  palettes[rotation[(index + offset) % rotation.length] ?? "blue"]

const slugOf = (imagePath: string) => basename(imagePath, ".svg")

const write = (webPath: string, content: string) => {
  const file = join(publicDir, webPath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
  const kilobytes = (Buffer.byteLength(content) / 1024).toFixed(1)
  console.log(`${webPath} ${kilobytes} KB`)
}

const employeeGlyphs: Record<string, GlyphName> = {
  "customer-service": "headphones",
  "ecommerce-ops": "shopping-cart",
  "data-analyst": "chart-line",
  "content-marketing": "megaphone",
  "finance-auditor": "receipt",
  "legal-contract": "scale",
  "hr-recruiter": "users",
  "it-ops": "server",
  "sales-leads": "target",
  "quality-inspector": "scan-search",
}
const faces = ["round", "happy", "wide"] as const
demoEmployees.forEach((employee, i) => {
  const slug = slugOf(employee.image)
  write(
    employee.image,
    employeePortrait(paletteAt(i), employeeGlyphs[slug] ?? "bot", faces[i % 3] ?? "round", slug),
  )
})

const teamGlyphs: Record<string, GlyphName> = {
  "omnichannel-service": "message-square",
  "ecommerce-growth": "shopping-bag",
  "shared-services": "landmark",
  "smart-manufacturing": "factory",
}
demoTeams.forEach((team, i) => {
  const slug = slugOf(team.image)
  write(team.image, teamCover(paletteAt(i, 1), teamGlyphs[slug] ?? "users", team.composition.length, slug))
})

const industryGlyphs: Record<string, GlyphName> = {
  电子商务: "shopping-bag",
  金融服务: "landmark",
  媒体营销: "megaphone",
  制造业: "factory",
  医疗健康: "heart-pulse",
  教育培训: "graduation-cap",
}
demoProjects.forEach((project, i) => {
  const glyph = industryGlyphs[project.teamDescription] ?? "rocket"
  write(project.image, projectCover(paletteAt(i, 2), glyph, slugOf(project.image)))
})

const toolGlyphs: Record<string, GlyphName> = {
  MessageSquare: "message-square",
  BarChart3: "chart-column",
  FileText: "file-text",
  Bot: "bot",
  Database: "database",
  Workflow: "workflow",
  Mail: "mail",
  Calendar: "calendar",
  ShieldCheck: "shield-check",
}
demoTools.forEach((tool, i) => {
  const image = demoToolImages[tool.name]
  if (image === undefined) throw new Error(`No image path for tool ${tool.name}`)
  write(image, toolTile(paletteAt(i, 3), toolGlyphs[tool.icon ?? "Wrench"] ?? "wrench", slugOf(image)))
})

const categoryGlyphs: Record<string, GlyphName> = {
  技术趋势: "cpu",
  案例研究: "chart-line",
  工作方式: "users",
  产品更新: "rocket",
  行业动态: "newspaper",
}
const topicOverrides: Record<string, GlyphName> = {
  "rag-to-memory": "database",
  "security-gateway-update": "shield-check",
  "manufacturing-insights": "factory",
  "agent-trends-2026": "sparkles",
  "beauty-double-eleven": "shopping-bag",
  "bank-audit-review": "receipt",
}
demoBlogPosts.forEach((post, i) => {
  const slug = slugOf(post.image)
  write(
    post.image,
    blogCover(paletteAt(i, 4), topicOverrides[slug] ?? categoryGlyphs[post.category] ?? "lightbulb", slug),
  )
})

const fallback = palettes.slate
write("/demo/fallback-employee.svg", employeePortrait(fallback, "bot", "round", "fallback-employee"))
write("/demo/fallback-team.svg", teamCover(fallback, "users", 3, "fallback-team"))
write("/demo/fallback-project.svg", projectCover(fallback, "lightbulb", "fallback-project"))
write("/demo/fallback-tool.svg", toolTile(fallback, "wrench", "fallback-tool"))
write("/demo/fallback-blog.svg", blogCover(fallback, "newspaper", "fallback-blog"))
