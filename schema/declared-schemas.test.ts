/**
 * Schemas derived from a declaration (declared-schemas.ts) decide exactly as the ones written by
 * hand did: the same values accepted, the same defaults stored, the same issues on the same paths,
 * the same types. The team's schemas as they were written by hand before the derivation are kept
 * here as the reference; each case is decoded by both.
 */
import { Schema, Struct } from "effect"
import { describe, expect, expectTypeOf, it } from "vitest"
import { decodeWith } from "./decode.ts"
import { declaredSchemas } from "./declared-schemas.ts"
import { Team, TeamCreate, TeamUpdate, teamDefaults } from "./entities/team.ts"
import { teamFields } from "./entities/team-fields.ts"
import {
  EnglishText,
  IdList,
  OptionalText,
  OptionalUrl,
  RequiredText,
  RequiredUrl,
  StringList,
  englishOnCreate,
  limits,
  rowMeta,
} from "./fields.ts"
import { englishBasisRowField, englishCheckedWriteField } from "./translation-status.ts"

/** The hand-written team schemas (schema/entities/team.ts before it was derived), as the reference. */
const reference = (() => {
  const required = {
    name: RequiredText(),
    description: RequiredText(limits.mediumText),
    image: RequiredUrl,
    composition: IdList,
  }
  const optional = {
    teamType: Schema.optionalKey(RequiredText()),
    category: Schema.optionalKey(RequiredText()),
    capabilities: Schema.optionalKey(StringList),
    technicalDetails: OptionalText(),
    orchestrationType: Schema.optionalKey(RequiredText()),
    communicationProtocol: Schema.optionalKey(RequiredText()),
    url: OptionalUrl,
  }
  const english = {
    nameEn: EnglishText(),
    descriptionEn: EnglishText(limits.mediumText),
    capabilitiesEn: StringList,
    technicalDetailsEn: EnglishText(limits.mediumText),
  }
  return {
    Team: Schema.Struct({
      ...rowMeta,
      // Added with the translation status (issue 31), beside the derived fields, as in team.ts.
      ...englishBasisRowField,
      name: Schema.String,
      description: Schema.String,
      image: Schema.String,
      composition: Schema.Array(Schema.Number),
      teamType: Schema.String,
      category: Schema.String,
      capabilities: Schema.Array(Schema.String),
      technicalDetails: Schema.NullOr(Schema.String),
      nameEn: Schema.String,
      descriptionEn: Schema.String,
      capabilitiesEn: Schema.Array(Schema.String),
      technicalDetailsEn: Schema.String,
      orchestrationType: Schema.String,
      communicationProtocol: Schema.String,
      url: Schema.NullOr(Schema.String),
      isActive: Schema.Boolean,
      createdAt: Schema.String,
    }),
    TeamCreate: Schema.Struct({
      ...required,
      ...optional,
      nameEn: englishOnCreate(english.nameEn, ""),
      descriptionEn: englishOnCreate(english.descriptionEn, ""),
      capabilitiesEn: englishOnCreate(english.capabilitiesEn, []),
      technicalDetailsEn: englishOnCreate(english.technicalDetailsEn, ""),
    }),
    TeamUpdate: Schema.Struct({
      ...englishCheckedWriteField(["name", "description", "capabilities", "technicalDetails"]),
      ...Struct.map(required, Schema.optionalKey),
      ...optional,
      ...Struct.map(english, Schema.optionalKey),
      isActive: Schema.optionalKey(Schema.Boolean),
    }),
    teamDefaults: {
      nameEn: "",
      descriptionEn: "",
      capabilitiesEn: [],
      technicalDetailsEn: "",
      teamType: "standard",
      category: "customer_service",
      capabilities: [],
      technicalDetails: null,
      orchestrationType: "sequential",
      communicationProtocol: "standard",
      url: null,
      isActive: true,
    },
  }
})()

const derived = declaredSchemas(teamFields)

/** A decode's outcome, its issues in path order (the struct's key order is the form's, not the old one). */
const outcome = (result: ReturnType<ReturnType<typeof decodeWith>>) =>
  result.ok
    ? result
    : {
        ok: false,
        issues: [...result.issues].sort((a, b) => a.path.join(".").localeCompare(b.path.join("."))),
      }

const valid = { name: "客服团队", description: "描述", image: "/demo/x.svg", composition: [1, 2] }
const creates: ReadonlyArray<unknown> = [
  valid,
  { ...valid, nameEn: "Service team", capabilitiesEn: ["Routing"], technicalDetails: null, url: null },
  { ...valid, url: "", technicalDetails: "细节", teamType: "advanced", capabilities: ["分派"] },
  { ...valid, name: "   " },
  { ...valid, name: "x".repeat(limits.shortText + 1) },
  { ...valid, description: "x".repeat(limits.mediumText + 1) },
  { ...valid, nameEn: "x".repeat(limits.shortText + 1), descriptionEn: "y".repeat(limits.mediumText) },
  { ...valid, composition: [0, 1.5] },
  { ...valid, image: "not a url" },
  { ...valid, url: "javascript:alert(1)" },
  { ...valid, capabilities: ["x".repeat(limits.shortText + 1)] },
  { ...valid, teamType: "" },
  { ...valid, technicalDetails: 3 },
  { description: "描述" },
  {},
  null,
]
const updates: ReadonlyArray<unknown> = [
  {},
  { name: "新名字" },
  { name: "" },
  { nameEn: "" },
  { composition: [] },
  { technicalDetails: null, url: null },
  { capabilitiesEn: "not a list" },
  { isActive: false },
  { orchestrationType: "" },
]

describe("schemas derived from the team declaration", () => {
  it.each(creates.map((input) => [JSON.stringify(input)?.slice(0, 60), input]))(
    "decide a create as the hand-written schema does: %s",
    (_, input) => {
      expect(outcome(decodeWith(TeamCreate)(input))).toEqual(outcome(decodeWith(reference.TeamCreate)(input)))
    },
  )

  it.each(updates.map((input) => [JSON.stringify(input), input]))(
    "decide an update as the hand-written schema does: %s",
    (_, input) => {
      expect(outcome(decodeWith(TeamUpdate)(input))).toEqual(outcome(decodeWith(reference.TeamUpdate)(input)))
    },
  )

  it("give a new row the same defaults", () => {
    expect(teamDefaults).toEqual(reference.teamDefaults)
  })

  it("have the same types", () => {
    expectTypeOf<typeof Team.Type>().toEqualTypeOf<typeof reference.Team.Type>()
    expectTypeOf<typeof TeamCreate.Encoded>().toEqualTypeOf<typeof reference.TeamCreate.Encoded>()
    expectTypeOf<typeof TeamUpdate.Type>().toEqualTypeOf<typeof reference.TeamUpdate.Type>()
  })

  it("name the same English twins", () => {
    expect([...derived.englishFields].sort()).toEqual([
      "capabilitiesEn",
      "descriptionEn",
      "nameEn",
      "technicalDetailsEn",
    ])
  })
})
