/**
 * Pieces shared by the four detail pages: the header band with breadcrumb, a labelled section, a tag
 * list and the loading skeleton shown while the local database has not got the record yet.
 */
import { Check } from "lucide-react"
import { type ReactNode, useId } from "react"
import type { LocalizedText } from "../../../../schema/localized.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Breadcrumb } from "../../../ui/Breadcrumb.tsx"
import { Skeleton } from "../../../ui/Skeleton.tsx"
import { cx } from "../../../ui/cx.ts"
import { ChineseOnlyMark, anyFallback, langOf } from "../content/localized.tsx"
import { Picture } from "../content/Picture.tsx"

/** A header text: plain, or content in the reader's language (a fallback to Chinese is marked). */
type HeaderText = string | LocalizedText
const asLocalized = (value: HeaderText): LocalizedText =>
  typeof value === "string" ? { text: value, fallback: false } : value

/**
 * PageHeader's band (same markup), with the title and description as content texts: a Chinese
 * fallback carries lang="zh-CN" and the title the "中文" mark (issue 17).
 */
export function DetailHeader({
  section,
  sectionTo,
  title,
  description,
  children,
}: {
  section: string
  sectionTo: string
  title: HeaderText
  description?: HeaderText | undefined
  children?: ReactNode
}) {
  const { LL } = useI18nContext()
  const heading = asLocalized(title)
  const subheading = description === undefined ? undefined : asLocalized(description)
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-soft/70 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-8 sm:px-6 lg:px-8 lg:pt-10">
        <Breadcrumb
          label={LL.pages.common.breadcrumb()}
          items={[
            { label: LL.pages.common.home(), to: "/" },
            { label: section, to: sectionTo },
            { label: heading.text },
          ]}
        />
        <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              <span lang={langOf(heading)}>{heading.text}</span>
              {anyFallback(heading, subheading ?? heading) ? <ChineseOnlyMark className="text-sm" /> : null}
            </h1>
            {subheading?.text ? (
              <p lang={langOf(subheading)} className="mt-3 text-base text-slate-600 sm:text-lg">
                {subheading.text}
              </p>
            ) : null}
          </div>
          {children ? <div className="w-full md:w-auto md:min-w-80">{children}</div> : null}
        </div>
      </div>
    </div>
  )
}

/** A titled block of a detail page; labelled by its heading so it is a landmark. */
export function DetailSection({
  title,
  testId,
  className,
  fallback = false,
  children,
}: {
  title: string
  testId?: string
  className?: string
  /** The content shown is the Chinese fallback of an English text: the heading gets the mark. */
  fallback?: boolean
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cx("rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8", className)}
    >
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
        {fallback ? <ChineseOnlyMark /> : null}
      </h2>
      <div lang={fallback ? "zh-CN" : undefined} className="mt-4 text-base leading-relaxed text-slate-700">
        {children}
      </div>
    </section>
  )
}

export function TagList({ tags, className }: { tags: ReadonlyArray<string>; className?: string }) {
  return (
    <ul className={cx("flex flex-wrap gap-2", className)}>
      {tags.map((tag, index) => (
        <li
          key={`${index}-${tag}`}
          className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-strong"
        >
          {tag}
        </li>
      ))}
    </ul>
  )
}

/** A list of sentences with check marks (capabilities, features, metrics). */
export function CheckList({ items, testId }: { items: ReadonlyArray<string>; testId?: string }) {
  return (
    <ul data-testid={testId} className="grid gap-3">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong"
          >
            <Check className="size-3.5" strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * Main column and side column, stacked on phones. The picture leads on phones and heads the side
 * column on wide screens; only one of the two copies is displayed (the other is display:none, so
 * assistive technology meets it once).
 */
export function DetailColumns({
  image,
  main,
  aside,
}: {
  /** `fallback` replaces a picture that cannot be loaded (a record pointing at a missing file). */
  image: { src: string; alt: string; fallback?: string }
  main: ReactNode
  aside: ReactNode
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:px-8 lg:py-14">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <div className="lg:hidden">
          <DetailImage {...image} />
        </div>
        {main}
      </div>
      <aside className="flex flex-col gap-6">
        <div className="hidden lg:block">
          <DetailImage {...image} />
        </div>
        {aside}
      </aside>
    </div>
  )
}

/** The detail page's shape in grey while the record loads, so nothing jumps when it arrives. */
export function DetailSkeleton() {
  const { LL } = useI18nContext()
  return (
    <div role="status" aria-busy="true" data-testid="detail-skeleton">
      <span className="sr-only">{LL.pages.common.loading()}</span>
      <div className="border-b border-slate-200 bg-brand-soft/40">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-6 h-9 w-2/3 max-w-md" />
          <Skeleton className="mt-4 h-5 w-full max-w-2xl" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
        <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      </div>
    </div>
  )
}

/**
 * The picture on the side of a detail page; fixed ratio so the layout does not move. It is the page's
 * first picture: eager, high priority (both copies ask for the same file, their `sizes` being equal).
 */
export function DetailImage({ src, alt, fallback }: { src: string; alt: string; fallback?: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm">
      <Picture
        src={src}
        fallback={fallback ?? src}
        alt={alt}
        slot="detail"
        width={800}
        height={600}
        priority
        className="aspect-[4/3] w-full object-cover"
      />
    </div>
  )
}

/** Short facts beside the picture (industry, version, date...). */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <dl className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-sm shadow-sm">
      {children}
    </dl>
  )
}

export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{value}</dd>
    </div>
  )
}
