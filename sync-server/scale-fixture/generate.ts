/**
 * The scale fixture's content (issue 33): 1,000 published posts, 200 employees, 100 projects, 100
 * tools and 50 teams at factor 1, each with its English twins, generated from a seed (the same seed,
 * the same site). Records other than posts start from a demo record of their kind (so every enum and
 * list is one the schemas accept) with their own names and descriptions; posts are written whole
 * (write-text.ts). Pictures are the demo's generated illustrations, a few dozen reused across the
 * rows, as a real site reuses its photographs. Cross references are 1-based positions, as in the demo.
 */
import { blogCategories } from "../../schema/entities/blog-categories.ts"
import type { DemoContent } from "../bootstrap/seed-demo.ts"
import { type Random, seededRandom } from "../../shared/seeded-random.ts"
import * as bank from "./phrase-bank.ts"
import { type Twin, article, capitalised, fill, paragraph } from "./write-text.ts"

/** How many records of each kind factor 1 makes. */
export const fullScale = { blogPosts: 1_000, employees: 200, projects: 100, tools: 100, teams: 50 } as const

export type ScaleCounts = Readonly<Record<keyof typeof fullScale, number>>

/** The counts at a factor (at least one record of each kind). */
export const countsAt = (factor: number): ScaleCounts => {
  const at = (full: number) => Math.max(1, Math.round(full * factor))
  return {
    blogPosts: at(fullScale.blogPosts),
    employees: at(fullScale.employees),
    projects: at(fullScale.projects),
    tools: at(fullScale.tools),
    teams: at(fullScale.teams),
  }
}

/** A post or project is dated this many days before the seed per position: ten years of posts. */
const daysBetweenPosts = 3.5

const nth = <T>(items: ReadonlyArray<T>, index: number): T => {
  const item = items[index % items.length]
  if (item === undefined) throw new Error("the demo content has no record of this kind")
  return item
}

/** A record's name: a pick of the bank and its number, so names stay distinct (search, lists). */
const nameOf = (random: Random, number: number): Twin => {
  const [industryZh, industryEn] = random.pick(bank.industries)
  const [agentZh, agentEn] = random.pick(bank.agents)
  return {
    zh: `${industryZh}${agentZh} ${number} 号`,
    en: capitalised(`${industryEn} ${agentEn} No. ${number}`),
  }
}

const positions = (random: Random, count: number, of: number): number[] => {
  const chosen = new Set<number>()
  while (chosen.size < Math.min(count, of)) chosen.add(random.between(1, of))
  return [...chosen]
}

export const generateScaleContent = (demo: DemoContent, counts: ScaleCounts, seed = 33): DemoContent => {
  const random = seededRandom(seed)
  const demoPictures = [
    ...demo.demoEmployees,
    ...demo.demoTeams,
    ...demo.demoProjects,
    ...demo.demoBlogPosts,
  ].flatMap(({ image }) => (image === undefined || image === null ? [] : [image]))
  const pictures = [...new Set(demoPictures)]

  const demoEmployees = Array.from({ length: counts.employees }, (_, index) => {
    const name = nameOf(random, index + 1)
    const description = paragraph(random, 2)
    return {
      ...nth(demo.demoEmployees, index),
      name: name.zh,
      nameEn: name.en,
      description: description.zh,
      descriptionEn: description.en,
      image: nth(pictures, index),
    }
  })

  const demoTeams = Array.from({ length: counts.teams }, (_, index) => {
    const name = nameOf(random, index + 1)
    const description = paragraph(random, 3)
    return {
      ...nth(demo.demoTeams, index),
      name: `${name.zh}团队`,
      nameEn: `${name.en} team`,
      description: description.zh,
      descriptionEn: description.en,
      composition: positions(random, random.between(2, 5), counts.employees),
      image: nth(pictures, index + 7),
    }
  })

  const demoProjects = Array.from({ length: counts.projects }, (_, index) => {
    // A project names two employees verbatim: an employee's page lists these as its related projects.
    const staff = positions(random, 2, counts.employees).map((position) => nth(demoEmployees, position - 1))
    const story = paragraph(random, 2)
    const title = fill(random, nth(bank.titles, index))
    return {
      ...nth(demo.demoProjects, index),
      name: `${title.zh}（${index + 1}）`,
      nameEn: `${title.en} (${index + 1})`,
      description: `${staff.map((employee) => employee.name).join("与")}协同工作。${story.zh}`,
      descriptionEn: `${staff.map((employee) => employee.nameEn).join(" and ")} work together. ${story.en}`,
      teamComposition: positions(random, random.between(1, 2), counts.teams),
      daysAgo: Math.round(index * daysBetweenPosts * 2) % 3650,
      image: nth(pictures, index + 13),
    }
  })

  const demoTools = Array.from({ length: counts.tools }, (_, index) => {
    const description = paragraph(random, 2)
    const base = nth(demo.demoTools, index)
    return {
      ...base,
      name: `${base.name} ${index + 1}`,
      nameEn: `${base.nameEn ?? base.name} ${index + 1}`,
      description: description.zh,
      descriptionEn: description.en,
    }
  })

  const demoBlogPosts = Array.from({ length: counts.blogPosts }, (_, index) => {
    const title = fill(random, random.pick(bank.titles))
    const summary = paragraph(random, 2)
    const body = article(random)
    return {
      title: `${title.zh}（${index + 1}）`,
      titleEn: `${title.en} (${index + 1})`,
      summary: summary.zh,
      summaryEn: summary.en,
      content: body.zh,
      contentEn: body.en,
      category: nth(blogCategories, index),
      image: nth(pictures, index),
      isPublished: true,
      readTime: Math.max(1, Math.round(body.words / 220)),
      daysAgo: index * daysBetweenPosts,
    }
  })

  return { demoEmployees, demoTeams, demoProjects, demoTools, demoBlogPosts }
}
