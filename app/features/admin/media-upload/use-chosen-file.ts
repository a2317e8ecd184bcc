/**
 * The first step of every way in (picker, drop, paste): check the file before anything is queued and
 * hold it while its alt texts are asked; a refused file leaves a message in the person's language.
 */
import { useState } from "react"
import { useI18nContext } from "../../../i18n/i18n-react.tsx"
import { checkPicture } from "./check-picture.ts"
import { problemMessage } from "./picture-messages.ts"

export const useChosenFile = () => {
  const { LL } = useI18nContext()
  const [chosen, setChosen] = useState<File>()
  const [problem, setProblem] = useState<string>()
  const choose = async (file: File): Promise<void> => {
    setProblem(undefined)
    const refused = await checkPicture(file)
    if (refused !== null) {
      setChosen(undefined)
      setProblem(problemMessage(LL, refused, file.name === "" ? LL.mediaUpload.panel.untitled() : file.name))
      return
    }
    setChosen(file)
  }
  return { chosen, problem, choose, done: () => setChosen(undefined) }
}
