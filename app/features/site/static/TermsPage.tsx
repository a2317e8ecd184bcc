/** /terms: static terms of service with placeholder contact details. */
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { LegalPage, PlaceholderContact } from "./LegalPage.tsx"

export function TermsPage() {
  const { LL } = useI18nContext()
  const t = LL.pages.terms
  return (
    <LegalPage
      testId="terms-page"
      title={t.title()}
      updated={t.updated()}
      intro={t.intro()}
      sections={[
        { title: t.useTitle(), body: <p>{t.use()}</p> },
        { title: t.contentTitle(), body: <p>{t.content()}</p> },
        { title: t.liabilityTitle(), body: <p>{t.liability()}</p> },
        { title: t.changesTitle(), body: <p>{t.changes()}</p> },
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
