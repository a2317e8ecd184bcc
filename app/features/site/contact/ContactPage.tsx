/**
 * /contact: contact details (from the settings), opening hours, the message form and a static
 * location box.
 */
import { Clock, Mail, MapPin, Phone } from "lucide-react"
import { type ReactNode } from "react"
import { useSettings } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { PageHeader } from "../../../ui/PageHeader.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { ContactForm } from "./ContactForm.tsx"
import { LocationSketch } from "./LocationSketch.tsx"
import { Localized } from "../content/localized.tsx"
import { useSettingText } from "../layout/localized-settings.ts"

export function ContactPage() {
  const { LL } = useI18nContext()
  const t = LL.pages.contact
  useDocumentTitle(t.title())
  const { settings } = useSettings()
  const address = useSettingText(settings, "contactAddress")

  return (
    <div data-testid="contact-page">
      <PageHeader
        title={t.title()}
        description={t.subtitle()}
        breadcrumb={{
          label: LL.pages.common.breadcrumb(),
          items: [{ label: LL.pages.common.home(), to: "/" }, { label: t.title() }],
        }}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-5 lg:px-8 lg:py-14">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Panel title={t.detailsTitle()} testId="contact-details">
            <dl className="grid gap-4">
              <Detail icon={<Mail className="size-5" />} label={t.emailLabel()}>
                <a href={`mailto:${settings.contactEmail}`} className="text-brand-strong hover:underline">
                  {settings.contactEmail}
                </a>
              </Detail>
              <Detail icon={<Phone className="size-5" />} label={t.phoneLabel()}>
                <a
                  href={`tel:${settings.contactPhone.replace(/\s/g, "")}`}
                  className="text-brand-strong hover:underline"
                >
                  {settings.contactPhone}
                </a>
              </Detail>
              <Detail icon={<MapPin className="size-5" />} label={t.addressLabel()}>
                <Localized value={address} mark />
              </Detail>
            </dl>
          </Panel>
          <Panel title={t.hoursTitle()} testId="opening-hours">
            <dl className="grid gap-2 text-sm">
              <Hours day={t.weekdays()} hours={t.weekdaysHours()} />
              <Hours day={t.saturday()} hours={t.saturdayHours()} />
              <Hours day={t.sunday()} hours={t.sundayHours()} />
            </dl>
          </Panel>
          <Panel title={t.locationTitle()} testId="location">
            <p className="text-sm text-slate-600">{t.locationText()}</p>
            <LocationSketch label={t.mapLabel()} />
          </Panel>
        </div>
        <div className="lg:col-span-3">
          <Panel title={t.formTitle()}>
            <ContactForm />
          </Panel>
        </div>
      </div>
    </div>
  )
}

function Panel({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section
      data-testid={testId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 className="mb-5 flex items-center gap-2 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

/**
 * One contact line. `wrap-anywhere` breaks a value only where one word cannot fit the line (a long
 * e-mail address); `break-all` cut every word at the edge ("Sha|nghai").
 */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[2.5rem_1fr] gap-x-4">
      <dt className="col-start-2 text-sm text-slate-500">
        <span
          aria-hidden="true"
          className="absolute -ml-14 flex size-10 items-center justify-center rounded-xl bg-brand-soft text-brand-strong"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="col-start-2 mt-0.5 font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  )
}

function Hours({ day, hours }: { day: string; hours: string }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-slate-100 pb-2 last:border-0">
      <dt className="flex items-center gap-2 text-slate-700">
        <Clock aria-hidden="true" className="size-4 text-slate-400" />
        {day}
      </dt>
      <dd className="font-medium text-slate-900">{hours}</dd>
    </div>
  )
}
