import { ArrowRight, CalendarCheck } from "lucide-react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { LinkButton } from "../../../ui/LinkButton.tsx"

/** The closing call to action: start using (/employees) and book a demo (/collaboration). */
export function ClosingCta() {
  const { LL } = useI18nContext()
  const cta = LL.site.home.cta
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-white px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-brand-strong px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20">
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <div className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10 blur-2xl" />
          <div className="absolute -bottom-24 -left-24 size-80 rounded-full bg-black/10 blur-2xl" />
        </div>
        <h2
          id="closing-cta-heading"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
        >
          {cta.title()}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">{cta.text()}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/employees" size="lg" variant="inverse" data-testid="cta-start">
            {cta.start()}
            <ArrowRight aria-hidden="true" className="size-4" />
          </LinkButton>
          <LinkButton
            to="/collaboration"
            size="lg"
            variant="ghost"
            className="border border-white/40 text-white hover:bg-white/10 hover:text-white"
            data-testid="cta-demo"
          >
            <CalendarCheck aria-hidden="true" className="size-4" />
            {cta.demo()}
          </LinkButton>
        </div>
      </div>
    </section>
  )
}
