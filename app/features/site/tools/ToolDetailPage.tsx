/**
 * /tools/{id}: overview, core features, use cases (the technical description), compatibility and,
 * where the tool has its address, documentation (apiDocUrl, new tab); visit-website link (url, new tab); the picture is
 * the tool's uploaded one, else chosen by its name (also the fallback when the uploaded one fails). The 404 page for a bad id or a missing record.
 */
import { BookOpen, ExternalLink } from "lucide-react"
import type { Tool } from "../../../../schema/entities/tool.ts"
import { useTool } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Badge } from "../../../ui/Badge.tsx"
import { ExternalLinkButton } from "../../../ui/LinkButton.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { useLocalized } from "../content/localized.tsx"
import { NotFoundPage } from "../layout/NotFoundPage.tsx"
import { toolCategoryTone } from "../rules/icons.ts"
import { parseRecordId } from "../rules/ids.ts"
import { toolImage } from "../rules/images.ts"
import { labelOrCode } from "../rules/labels.ts"
import { truncateUrl } from "../rules/text.ts"
import {
  CheckList,
  DetailColumns,
  DetailHeader,
  DetailSection,
  DetailSkeleton,
  Fact,
  FactList,
  TagList,
} from "../static/DetailParts.tsx"
import { ToolIcon } from "./ToolIcon.tsx"
import { FullRowGate } from "../pwa/FullRowGate.tsx"

export function ToolDetailPage({ id }: { id: string }) {
  const recordId = parseRecordId(id)
  const live = useTool(recordId ?? 0)
  if (recordId === null || live.status === "notFound") return <NotFoundPage />
  if (live.status === "loading") return <DetailSkeleton />
  return (
    <FullRowGate entity="tools" kind="tool" row={live.data}>
      {(tool) => <ToolDetail tool={tool} />}
    </FullRowGate>
  )
}

function ToolDetail({ tool }: { tool: Tool }) {
  const { LL } = useI18nContext()
  const t = LL.pages.tools
  const localized = useLocalized()
  const name = localized.text(tool, "name")
  const description = localized.text(tool, "description")
  const features = localized.list(tool, "features")
  const technicalDescription = localized.text(tool, "technicalDescription")
  const compatibility = localized.list(tool, "compatibility")
  useDocumentTitle(name.text)
  const newTab = <span className="sr-only">{LL.pages.common.opensInNewTab()}</span>
  return (
    <div data-testid="tool-detail">
      <DetailHeader section={t.title()} sectionTo="/tools" title={name} />
      <DetailColumns
        image={{ src: toolImage(tool), alt: name.text, fallback: toolImage({ name: tool.name }) }}
        main={
          <>
            <DetailSection title={t.overview()} fallback={description.fallback}>
              <p>{description.text}</p>
            </DetailSection>
            <DetailSection title={t.features()} fallback={features.fallback}>
              {features.items.length > 0 ? (
                <CheckList items={features.items} />
              ) : (
                <p className="text-slate-500">{t.noFeatures()}</p>
              )}
            </DetailSection>
            {technicalDescription.text ? (
              <DetailSection title={t.useCases()} fallback={technicalDescription.fallback}>
                <p className="whitespace-pre-line">{technicalDescription.text}</p>
              </DetailSection>
            ) : null}
            <DetailSection title={t.compatibility()} fallback={compatibility.fallback}>
              {compatibility.items.length > 0 ? (
                <TagList tags={compatibility.items} />
              ) : (
                <p className="text-slate-500">{t.noCompatibility()}</p>
              )}
            </DetailSection>
            {/* Only a real address is drawn (issue 28): no "no documentation" or "video coming soon" box. */}
            {tool.apiDocUrl ? (
              <DetailSection title={t.documentation()}>
                <a
                  href={tool.apiDocUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="tool-doc-link"
                  className="inline-flex items-center gap-2 font-medium text-brand-strong underline-offset-4 hover:underline"
                >
                  <BookOpen aria-hidden="true" className="size-4" />
                  {t.apiDocs()}
                  {newTab}
                </a>
              </DetailSection>
            ) : null}
          </>
        }
        aside={
          <>
            <FactList>
              <Fact
                label={t.category()}
                value={
                  <span className="inline-flex items-center gap-2">
                    <ToolIcon icon={tool.icon} className="size-4 text-brand-strong" />
                    <Badge tone={toolCategoryTone(tool.category)}>
                      {labelOrCode(LL.pages.tools.categories, tool.category)}
                    </Badge>
                  </span>
                }
              />
              {tool.url ? (
                <Fact label={t.website()} value={<span title={tool.url}>{truncateUrl(tool.url)}</span>} />
              ) : null}
            </FactList>
            {tool.url ? (
              <ExternalLinkButton
                href={tool.url}
                target="_blank"
                rel="noopener noreferrer"
                size="lg"
                data-testid="tool-website-link"
              >
                {t.visitWebsite()}
                <ExternalLink aria-hidden="true" className="size-4" />
                {newTab}
              </ExternalLinkButton>
            ) : null}
          </>
        }
      />
    </div>
  )
}
