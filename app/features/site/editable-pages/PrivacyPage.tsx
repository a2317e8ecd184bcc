/** /privacy: its editable text (the cookie policy under the #cookies anchor, the footer's cookie link) and the settings' contact details. */
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { LegalPage } from "./LegalPage.tsx"

export function PrivacyPage() {
  const { LL } = useI18nContext()
  const t = LL.pages.privacy
  return (
    <LegalPage
      testId="privacy-page"
      title={t.title()}
      intro={t.intro()}
      body="privacyBody"
      contactTitle={t.contactTitle()}
      contactLead={t.contact()}
    />
  )
}
