/** /privacy, with the cookie policy under the #cookies anchor (the footer's cookie link). */
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { LegalPage, PlaceholderContact } from "./LegalPage.tsx"

export function PrivacyPage() {
  const { LL } = useI18nContext()
  const t = LL.pages.privacy
  return (
    <LegalPage
      testId="privacy-page"
      title={t.title()}
      updated={t.updated()}
      intro={t.intro()}
      sections={[
        { title: t.collectTitle(), body: <p>{t.collect()}</p> },
        { title: t.useTitle(), body: <p>{t.use()}</p> },
        { title: t.storageTitle(), body: <p>{t.storage()}</p> },
        { id: "cookies", title: t.cookiesTitle(), body: <p>{t.cookies()}</p> },
        { title: t.rightsTitle(), body: <p>{t.rights()}</p> },
        {
          title: t.contactTitle(),
          body: (
            <PlaceholderContact
              lead={t.contact()}
              lines={[t.placeholderEmail(), t.placeholderPhone(), t.placeholderAddress()]}
            />
          ),
        },
      ]}
    />
  )
}
