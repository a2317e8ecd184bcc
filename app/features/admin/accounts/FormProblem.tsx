/** A dialog's failure, said where the person looks (the server's message, or that it needs a connection). */
export function FormProblem({ text }: { text: string | null }) {
  if (text === null) return null
  return (
    <p
      role="alert"
      data-testid="form-problem"
      className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      {text}
    </p>
  )
}
