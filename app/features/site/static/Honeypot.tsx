/**
 * The bot check's trap (docs/security.md, "Public enquiries"): a field named as programs like to fill,
 * which people never meet. It is off-screen (not display:none, which many programs skip), out of the
 * accessibility tree (aria-hidden) and out of the tab order (tabIndex -1), and the browser is asked not
 * to autofill it. Its label tells anyone who still sees it (no CSS) to leave it empty.
 */
export function Honeypot({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  )
}
