/**
 * The frame of /privacy and /terms: header, the page's editable text (PageMarkdown: its "last
 * updated" line and sections, the privacy page's #cookies among them) and the contact section, whose
 * details are the settings' (the same as /contact shows), never text written into the page.
 */
import { useSettings } from "../../../db/hooks.ts"
import type { EditablePageField } from "../../../../schema/entities/editable-pages.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { Localized } from "../content/localized.tsx"
import { useSettingText } from "../layout/localized-settings.ts"
import { PageMarkdown } from "./PageMarkdown.tsx"

export function LegalPage({
  testId,
  title,
  intro,
  body,
  contactTitle,
  contactLead,
}: {
  testId: string
  title: string
  intro: string
  body: EditablePageField
  contactTitle: string
  contactLead: string
}) {
  const { LL } = useI18nContext()
  useDocumentTitle(title)
  return (
    <div data-testid={testId}>
      <PageHeader
        title={title}
        description={intro}
        breadcrumb={{
          label: LL.pages.common.breadcrumb(),
          items: [{ label: LL.pages.common.home(), to: "/" }, { label: title }],
        }}
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <PageMarkdown field={body} />
        <section className="mt-10 scroll-mt-24">
          <h2 className="text-2xl font-bold text-slate-900">{contactTitle}</h2>
          <p className="mt-4 leading-relaxed text-slate-700">{contactLead}</p>
          <LegalContact />
        </section>
      </div>
    </div>
  )
}

/** The settings' e-mail, phone and address (the address in the page's language, marked if Chinese). */
function LegalContact() {
  const { LL } = useI18nContext()
  const t = LL.editablePages
  const { settings } = useSettings()
  const address = useSettingText(settings, "contactAddress")
  const lines = [
    settings.contactEmail === "" ? null : (
      <li key="email">
        {t.email()}
        <a href={`mailto:${settings.contactEmail}`} className="text-brand-strong hover:underline">
          {settings.contactEmail}
        </a>
      </li>
    ),
    settings.contactPhone === "" ? null : (
      <li key="phone">
        {t.phone()}
        <a
          href={`tel:${settings.contactPhone.replace(/\s/g, "")}`}
          className="text-brand-strong hover:underline"
        >
          {settings.contactPhone}
        </a>
      </li>
    ),
    address.text === "" ? null : (
      <li key="address">
        {t.address()}
        <Localized value={address} mark />
      </li>
    ),
  ]
  return (
    <ul className="mt-3 grid gap-1 rounded-xl bg-slate-50 p-5 text-slate-800" data-testid="legal-contact">
      {lines}
    </ul>
  )
}
