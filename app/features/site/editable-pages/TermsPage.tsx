/** /terms: its editable text and the settings' contact details. */
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { LegalPage } from "./LegalPage.tsx"

export function TermsPage() {
  const { LL } = useI18nContext()
  const t = LL.pages.terms
  return (
    <LegalPage
      testId="terms-page"
      title={t.title()}
      intro={t.intro()}
      body="termsBody"
      contactTitle={t.contactTitle()}
      contactLead={t.contact()}
    />
  )
}
