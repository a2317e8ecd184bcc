/**
 * The home hero: heading, subheading and call to action from the settings, plus the second button to
 * the teams. Pictures have fixed sizes so nothing shifts while they load.
 */
import { useRouter } from "@tanstack/react-router"
import { ArrowRight, ShieldCheck, Sparkles, Users, Zap } from "lucide-react"
import type { SettingsFields } from "../../../../schema/entities/settings.ts"
import { type HeroBackground, heroBackgroundOf } from "../../../../schema/entities/settings-defaults.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { ExternalLinkButton, LinkButton } from "../../../ui/LinkButton.tsx"
import { ChineseOnlyMark, langOf } from "../content/localized.tsx"
import { useSettingText } from "../layout/localized-settings.ts"
import { addressIn } from "../layout/language-address.ts"
import { heroPictures } from "../content/hero-pictures.ts"

/**
 * The CTA URL is a setting (any path or http(s) address), so it cannot be a typed router link: a path
 * inside the app is pushed to the router's history (no page reload), anything else is a plain link.
 */
function CtaButton({ url, text, lang }: { url: string; text: string; lang: string | undefined }) {
  const router = useRouter()
  const { locale } = useI18nContext()
  const internal = url.startsWith("/") && !url.startsWith("//")
  // An address inside the site keeps the reader in their language's addresses (/en/... for English).
  const target = internal ? addressIn(url, locale) : url
  return (
    <ExternalLinkButton
      href={target}
      size="lg"
      data-testid="hero-cta"
      onClick={(event) => {
        if (!internal || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        router.history.push(target)
      }}
    >
      <span lang={lang}>{text}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </ExternalLinkButton>
  )
}

/** Each named background's layers behind the hero (full class names, so Tailwind finds them). */
function HeroLayers({ background }: { background: HeroBackground }) {
  const dots =
    "absolute inset-0 bg-[radial-gradient(rgba(255,255,255,0.08)_1px,transparent_1px)] [background-size:24px_24px]"
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10" data-hero-background={background}>
      {background === "hero-gradient" ? (
        <>
          <div className="absolute -top-40 -left-32 size-[36rem] rounded-full bg-brand opacity-30 blur-3xl" />
          <div className="absolute -right-40 -bottom-48 size-[34rem] rounded-full bg-violet-600 opacity-25 blur-3xl" />
        </>
      ) : background === "hero-brand" ? (
        // The strong shade (white text on it reaches AA whatever the brand colour, brand-colors.ts),
        // darkened further so the brand-coloured call to action still stands out on it.
        <>
          <div className="absolute inset-0 bg-brand-strong" />
          <div className="absolute inset-0 bg-gradient-to-b from-slate-950/45 to-slate-950/85" />
        </>
      ) : null}
      <div className={dots} />
    </div>
  )
}

export function Hero({ settings }: { settings: SettingsFields }) {
  const { LL } = useI18nContext()
  const heading = useSettingText(settings, "heroHeading")
  const subheading = useSettingText(settings, "heroSubheading")
  const ctaText = useSettingText(settings, "heroCtaText")
  const stats = LL.site.home.stats
  return (
    <section className="relative isolate overflow-hidden bg-slate-950" aria-labelledby="hero-heading">
      <HeroLayers background={heroBackgroundOf(settings.heroBgClass)} />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-slate-200">
            <Sparkles aria-hidden="true" className="size-4 text-amber-300" />
            {LL.site.home.badge()}
          </p>
          <h1
            id="hero-heading"
            data-testid="hero-heading"
            className="mt-6 text-4xl leading-tight font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl"
          >
            <span lang={langOf(heading)}>{heading.text}</span>
            {heading.fallback || subheading.fallback ? <ChineseOnlyMark className="text-sm" /> : null}
          </h1>
          <p
            lang={langOf(subheading)}
            data-testid="hero-subheading"
            className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-300"
          >
            {subheading.text}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <CtaButton url={settings.heroCtaUrl} text={ctaText.text} lang={langOf(ctaText)} />
            <LinkButton to="/teams" size="lg" variant="inverse" data-testid="hero-teams">
              <Users aria-hidden="true" className="size-4" />
              {LL.site.home.teamsButton()}
            </LinkButton>
          </div>
          <dl className="mt-12 flex max-w-lg flex-wrap gap-x-8 gap-y-4 border-t border-white/10 pt-8 sm:gap-x-12">
            {[
              { icon: Zap, value: stats.uptime(), label: stats.uptimeLabel() },
              { icon: Sparkles, value: stats.deploy(), label: stats.deployLabel() },
              { icon: ShieldCheck, value: stats.security(), label: stats.securityLabel() },
            ].map(({ icon: Icon, value, label }) => (
              <div key={label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-slate-400">{label}</dt>
                <dd className="flex items-center gap-1.5 text-base font-semibold whitespace-nowrap text-white sm:text-lg">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPictures alt={LL.site.home.heroImageAlt()} />
      </div>
    </section>
  )
}

function HeroPictures({ alt }: { alt: string }) {
  return (
    <div className="relative mx-auto hidden aspect-square w-full max-w-md sm:block lg:max-w-none">
      <img
        src={heroPictures[0]}
        alt={alt}
        width={600}
        height={600}
        fetchPriority="high"
        className="absolute inset-[12%] h-[76%] w-[76%] rounded-3xl shadow-2xl ring-1 ring-white/10"
      />
      <img
        src={heroPictures[1]}
        alt=""
        width={600}
        height={600}
        loading="lazy"
        className="absolute top-0 right-0 size-[34%] rotate-6 rounded-2xl shadow-xl ring-4 ring-slate-950"
      />
      <img
        src={heroPictures[2]}
        alt=""
        width={600}
        height={600}
        loading="lazy"
        className="absolute bottom-0 left-0 size-[32%] -rotate-6 rounded-2xl shadow-xl ring-4 ring-slate-950"
      />
    </div>
  )
}
