import { createFileRoute } from "@tanstack/react-router"
import { MediaLibraryScreen } from "../../../features/admin/media-library/MediaLibraryScreen.tsx"
import { validateMediaSearch } from "../../../features/admin/media-library/media-view.ts"

export const Route = createFileRoute("/systemadmin/_protected/media")({
  validateSearch: validateMediaSearch,
  component: MediaLibraryScreen,
})
