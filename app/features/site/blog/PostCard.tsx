import { Link } from "@tanstack/react-router"
import { ArrowRight } from "lucide-react"
import type { BlogPost } from "../../../../schema/entities/blog-post.ts"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { Card } from "../../../ui/Card.tsx"
import { fallbackImages } from "../rules/images.ts"
import { ChineseOnlyMark, anyFallback, langOf, useLocalized } from "../content/localized.tsx"
import { CardPicture } from "../content/Picture.tsx"
import { CategoryBadge, PostDateAndTime } from "./PostMeta.tsx"

/** A post on the blog list: image, category, title, date, reading time, summary, "read full article". */
export function PostCard({ post, priority = false }: { post: BlogPost; priority?: boolean }) {
  const { LL } = useI18nContext()
  const localized = useLocalized()
  const title = localized.text(post, "title")
  const summary = localized.text(post, "summary")
  return (
    <Card as="article" interactive className="w-full" data-testid="post-card">
      <CardPicture src={post.image} fallback={fallbackImages.blog} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <CategoryBadge category={post.category} className="self-start" />
        <h2 className="text-lg leading-snug font-semibold text-slate-900">
          <span lang={langOf(title)}>{title.text}</span>
          {anyFallback(title, summary) ? <ChineseOnlyMark /> : null}
        </h2>
        <PostDateAndTime createdAt={post.createdAt} readTime={post.readTime} />
        <p lang={langOf(summary)} className="line-clamp-3 text-sm text-slate-600">
          {summary.text}
        </p>
        <Link
          to="/blog/$id"
          params={{ id: String(post.id) }}
          aria-label={LL.pages.blog.readFullOf({ title: title.text })}
          className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-brand-strong after:absolute after:inset-0 hover:underline"
        >
          {LL.pages.blog.readFull()}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Card>
  )
}
