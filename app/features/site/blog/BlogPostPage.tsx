/**
 * /blog/{id}: a non-numeric id says "无效的博客 ID", a post this device does not hold says "文章未找到"
 * (both with a link back to /blog); otherwise the post with its category, date, reading time, cover,
 * Markdown body and up to 3 related published posts under "相关文章".
 */
import { Link } from "@tanstack/react-router"
import { ArrowLeft, FileQuestion } from "lucide-react"
import type { BlogPost } from "../../../../schema/entities/blog-post.ts"
import { useBlogPost, useRelated } from "../../../db/hooks.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { EmptyState } from "../../../ui/EmptyState.tsx"
import { LinkButton } from "../../../ui/LinkButton.tsx"
import { useDocumentTitle } from "../../../ui/document-title.tsx"
import { parseRecordId } from "../rules/ids.ts"
import { fallbackImages } from "../rules/images.ts"
import { Picture } from "../content/Picture.tsx"
import { DetailSkeleton, Fact, FactList } from "../static/DetailParts.tsx"
import { readMinutes } from "../rules/blog-format.ts"
import { LocalDate } from "../static/LocalDate.tsx"
import { Breadcrumb } from "../../../ui/Breadcrumb.tsx"
import { MarkdownContent } from "./MarkdownContent.tsx"
import { ChineseOnlyMark, langOf, useLocalized } from "../content/localized.tsx"
import { CategoryBadge, PostDateAndTime } from "./PostMeta.tsx"
import { FullRowGate } from "../pwa/FullRowGate.tsx"

export function BlogPostPage({ id }: { id: string }) {
  const { LL } = useI18nContext()
  const postId = parseRecordId(id)
  const live = useBlogPost(postId ?? 0)
  if (postId === null) return <PostProblem title={LL.pages.blog.invalidId()} />
  if (live.status === "notFound") return <PostProblem title={LL.pages.blog.notFound()} />
  if (live.status === "loading") return <DetailSkeleton />
  return (
    <FullRowGate entity="blogPosts" kind="post" row={live.data}>
      {(post) => <Post post={post} />}
    </FullRowGate>
  )
}

function PostProblem({ title }: { title: string }) {
  const { LL } = useI18nContext()
  useDocumentTitle(title)
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 sm:px-6" data-testid="post-problem">
      <h1 className="sr-only">{title}</h1>
      <EmptyState icon={FileQuestion} title={title} text="">
        <LinkButton to="/blog" variant="primary">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {LL.pages.blog.backToBlog()}
        </LinkButton>
      </EmptyState>
    </div>
  )
}

function Post({ post }: { post: BlogPost }) {
  const { LL, locale } = useI18nContext()
  const t = LL.pages.blog
  const localized = useLocalized()
  const title = localized.text(post, "title")
  const summary = localized.text(post, "summary")
  const content = localized.text(post, "content")
  useDocumentTitle(title.text)
  return (
    <article data-testid="post-detail">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-soft/70 to-white">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-10 sm:px-6">
          <Breadcrumb
            label={LL.pages.common.breadcrumb()}
            items={[
              { label: LL.pages.common.home(), to: "/" },
              { label: t.title(), to: "/blog" },
              { label: title.text },
            ]}
          />
          <CategoryBadge category={post.category} className="mt-6" />
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">
            <span lang={langOf(title)}>{title.text}</span>
            {title.fallback || summary.fallback ? <ChineseOnlyMark className="text-sm" /> : null}
          </h1>
          <p lang={langOf(summary)} className="mt-4 text-lg text-slate-600">
            {summary.text}
          </p>
          <div className="mt-6">
            <PostDateAndTime createdAt={post.createdAt} readTime={post.readTime} />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Picture
          src={post.image}
          fallback={fallbackImages.blog}
          alt=""
          slot="postCover"
          width={1200}
          height={675}
          priority
          className="aspect-[16/9] w-full rounded-2xl border border-slate-200 bg-slate-100 object-cover shadow-sm"
        />
        <div className="mt-8" lang={langOf(content)}>
          {content.fallback ? (
            <p className="mb-4">
              <ChineseOnlyMark className="ml-0" />
            </p>
          ) : null}
          <MarkdownContent markdown={content.text} />
        </div>
        <div className="mt-12" data-testid="post-facts">
          <FactList>
            <Fact label={t.author()} value={t.teamAuthor()} />
            <Fact label={t.publishedDate()} value={<LocalDate iso={post.createdAt} locale={locale} />} />
            <Fact label={t.readingTime()} value={t.readTime({ minutes: readMinutes(post.readTime) })} />
            <Fact label={t.tags()} value={<CategoryBadge category={post.category} />} />
          </FactList>
        </div>
      </div>
      <RelatedPosts post={post} />
    </article>
  )
}

function RelatedPosts({ post }: { post: BlogPost }) {
  const { LL } = useI18nContext()
  const localized = useLocalized()
  // Its own query: the three cards, not every post (related-queries.ts).
  const live = useRelated<BlogPost>("relatedPosts", post)
  const related = live.status === "loaded" ? live.data : []
  if (related.length === 0) return null
  return (
    <section
      aria-labelledby="related-posts"
      className="border-t border-slate-200 bg-slate-50 py-14"
      data-testid="related-posts"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id="related-posts" className="text-2xl font-bold text-slate-900">
          {LL.pages.blog.related()}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {related.map((other) => {
            const otherTitle = localized.text(other, "title")
            return (
              <li
                key={other.id}
                className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
              >
                <Picture
                  src={other.image}
                  fallback={fallbackImages.blog}
                  alt=""
                  slot="relatedPost"
                  width={640}
                  height={400}
                  className="aspect-[16/10] w-full bg-slate-100 object-cover"
                />
                <div className="flex flex-col gap-2 p-4">
                  <CategoryBadge category={other.category} className="self-start" />
                  <Link
                    to="/blog/$id"
                    params={{ id: String(other.id) }}
                    className="font-semibold text-slate-900 after:absolute after:inset-0 hover:text-brand-strong"
                  >
                    <span lang={langOf(otherTitle)}>{otherTitle.text}</span>
                  </Link>
                  {otherTitle.fallback ? <ChineseOnlyMark className="ml-0 self-start" /> : null}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
