/**
 * Pure SVG builders for the demo illustrations. No text, fonts or external references, so every
 * image renders the same everywhere and stays a few kilobytes.
 */
import { type GlyphName, glyphs } from "./image-glyphs.ts"

export type Palette = { from: string; to: string; accent: string; deep: string; soft: string }

export const palettes = {
  blue: { from: "#1d4ed8", to: "#60a5fa", accent: "#38bdf8", deep: "#0f1e4a", soft: "#dbeafe" },
  violet: { from: "#6d28d9", to: "#c084fc", accent: "#e879f9", deep: "#2a1055", soft: "#ede9fe" },
  teal: { from: "#0f766e", to: "#5eead4", accent: "#a7f3d0", deep: "#06302d", soft: "#ccfbf1" },
  amber: { from: "#c2410c", to: "#fbbf24", accent: "#fde68a", deep: "#451a03", soft: "#fef3c7" },
  indigo: { from: "#3730a3", to: "#818cf8", accent: "#67e8f9", deep: "#1e1b4b", soft: "#e0e7ff" },
  rose: { from: "#be123c", to: "#fb7185", accent: "#fecdd3", deep: "#4c0519", soft: "#ffe4e6" },
  cyan: { from: "#0e7490", to: "#22d3ee", accent: "#a5f3fc", deep: "#083344", soft: "#cffafe" },
  emerald: { from: "#047857", to: "#34d399", accent: "#bef264", deep: "#022c22", soft: "#d1fae5" },
  slate: { from: "#475569", to: "#94a3b8", accent: "#cbd5e1", deep: "#0f172a", soft: "#f1f5f9" },
} satisfies Record<string, Palette>

export type PaletteName = keyof typeof palettes

/** Small deterministic generator so a regenerated image looks the same as the committed one. */
const seeded = (seed: string) => {
  let state = [...seed].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, 7)
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x9e3779b9) | 0
    return ((state >>> 0) % 10_000) / 10_000
  }
}

const r = (value: number) => Math.round(value * 10) / 10

const svg = (width: number, height: number, p: Palette, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
  `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/>` +
  `<stop offset="1" stop-color="${p.to}"/></linearGradient>` +
  `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/>` +
  `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#bg)"/>${body}</svg>\n`

/** A Lucide glyph centred on (cx, cy), `size` pixels wide. */
export const glyph = (name: GlyphName, cx: number, cy: number, size: number, color: string, width = 2) => {
  const scale = size / 24
  return (
    `<g transform="translate(${r(cx - size / 2)} ${r(cy - size / 2)}) scale(${r(scale * 100) / 100})" fill="none" ` +
    `stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${glyphs[name]}</g>`
  )
}

/** Soft translucent circles and a dot grid behind the subject. */
const backdrop = (width: number, height: number, seed: string) => {
  const rand = seeded(seed)
  let out = `<circle cx="${r(width * 0.85)}" cy="${r(height * 0.12)}" r="${r(height * 0.45)}" fill="#fff" opacity="0.1"/>`
  out += `<circle cx="${r(width * 0.08)}" cy="${r(height * 0.95)}" r="${r(height * 0.38)}" fill="#fff" opacity="0.08"/>`
  out += `<g fill="#fff" opacity="0.22">`
  for (let i = 0; i < 14; i++) {
    const x = r(rand() * width)
    const y = r(rand() * height)
    out += `<circle cx="${x}" cy="${y}" r="${r(2 + rand() * 4)}"/>`
  }
  return out + `</g>`
}

type Face = "round" | "happy" | "wide"

/** A friendly robot head; `s` scales it (1 = 220 px wide), (cx, cy) is the head's centre. */
const robotHead = (cx: number, cy: number, s: number, p: Palette, face: Face) => {
  const w = 220 * s
  const h = 190 * s
  const eyeY = cy - 10 * s
  const eyes =
    face === "happy"
      ? `<path d="M${r(cx - 52 * s)} ${r(eyeY + 6 * s)}q${r(17 * s)} ${r(-26 * s)} ${r(34 * s)} 0M${r(cx + 18 * s)} ${r(eyeY + 6 * s)}q${r(17 * s)} ${r(-26 * s)} ${r(34 * s)} 0" fill="none" stroke="${p.accent}" stroke-width="${r(9 * s)}" stroke-linecap="round"/>`
      : face === "wide"
        ? `<rect x="${r(cx - 56 * s)}" y="${r(eyeY - 10 * s)}" width="${r(38 * s)}" height="${r(20 * s)}" rx="${r(10 * s)}" fill="${p.accent}"/><rect x="${r(cx + 18 * s)}" y="${r(eyeY - 10 * s)}" width="${r(38 * s)}" height="${r(20 * s)}" rx="${r(10 * s)}" fill="${p.accent}"/>`
        : `<circle cx="${r(cx - 35 * s)}" cy="${r(eyeY)}" r="${r(17 * s)}" fill="${p.accent}"/><circle cx="${r(cx + 35 * s)}" cy="${r(eyeY)}" r="${r(17 * s)}" fill="${p.accent}"/><circle cx="${r(cx - 29 * s)}" cy="${r(eyeY - 6 * s)}" r="${r(5 * s)}" fill="#fff"/><circle cx="${r(cx + 41 * s)}" cy="${r(eyeY - 6 * s)}" r="${r(5 * s)}" fill="#fff"/>`
  return (
    `<line x1="${r(cx)}" y1="${r(cy - h / 2)}" x2="${r(cx)}" y2="${r(cy - h / 2 - 42 * s)}" stroke="#fff" stroke-width="${r(8 * s)}" stroke-linecap="round"/>` +
    `<circle cx="${r(cx)}" cy="${r(cy - h / 2 - 48 * s)}" r="${r(15 * s)}" fill="${p.accent}" stroke="#fff" stroke-width="${r(5 * s)}"/>` +
    `<rect x="${r(cx - w / 2 - 22 * s)}" y="${r(cy - 32 * s)}" width="${r(w + 44 * s)}" height="${r(64 * s)}" rx="${r(16 * s)}" fill="${p.soft}"/>` +
    `<rect x="${r(cx - w / 2)}" y="${r(cy - h / 2)}" width="${r(w)}" height="${r(h)}" rx="${r(70 * s)}" fill="#fff"/>` +
    `<rect x="${r(cx - 85 * s)}" y="${r(cy - 62 * s)}" width="${r(170 * s)}" height="${r(122 * s)}" rx="${r(50 * s)}" fill="${p.deep}"/>` +
    eyes +
    `<path d="M${r(cx - 28 * s)} ${r(cy + 26 * s)}q${r(28 * s)} ${r(20 * s)} ${r(56 * s)} 0" fill="none" stroke="${p.accent}" stroke-width="${r(8 * s)}" stroke-linecap="round"/>` +
    `<circle cx="${r(cx - 62 * s)}" cy="${r(cy + 22 * s)}" r="${r(9 * s)}" fill="${p.to}" opacity="0.6"/>` +
    `<circle cx="${r(cx + 62 * s)}" cy="${r(cy + 22 * s)}" r="${r(9 * s)}" fill="${p.to}" opacity="0.6"/>`
  )
}

/** 1:1 employee portrait: a robot with its role glyph on the chest. */
export const employeePortrait = (p: Palette, role: GlyphName, face: Face, seed: string) =>
  svg(
    600,
    600,
    p,
    backdrop(600, 600, seed) +
      `<circle cx="300" cy="300" r="210" fill="url(#glow)"/>` +
      `<path d="M110 600C110 480 195 405 300 405S490 480 490 600Z" fill="#fff"/>` +
      `<path d="M165 600C170 510 228 452 300 452S430 510 435 600Z" fill="${p.soft}"/>` +
      `<rect x="274" y="350" width="52" height="66" rx="14" fill="${p.soft}"/>` +
      robotHead(300, 270, 1, p, face) +
      `<circle cx="300" cy="528" r="46" fill="${p.from}"/>` +
      glyph(role, 300, 528, 48, "#fff", 2.2),
  )

/** 16:9 team cover: member heads linked to a central orchestration hub. */
export const teamCover = (p: Palette, theme: GlyphName, members: number, seed: string) => {
  const cx = 600
  const cy = 360
  const heads = Array.from({ length: members }, (_, i) => {
    const angle = Math.PI + (Math.PI * (i + 0.5)) / members
    return { x: cx + Math.cos(angle) * 400, y: cy + 70 + Math.sin(angle) * 230 }
  })
  let body =
    backdrop(1200, 675, seed) + glyph(theme, 1040, 130, 150, "#fff", 1.2).replace("<g ", `<g opacity="0.18" `)
  body += `<g stroke="#fff" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.8">`
  for (const head of heads) body += `<line x1="${cx}" y1="${cy + 110}" x2="${r(head.x)}" y2="${r(head.y)}"/>`
  body += `</g><ellipse cx="${cx}" cy="${cy + 250}" rx="330" ry="40" fill="${p.deep}" opacity="0.18"/>`
  body += `<circle cx="${cx}" cy="${cy + 110}" r="120" fill="url(#glow)"/>`
  body += `<circle cx="${cx}" cy="${cy + 110}" r="74" fill="#fff"/><circle cx="${cx}" cy="${cy + 110}" r="58" fill="${p.from}"/>`
  body += glyph(theme, cx, cy + 110, 60, "#fff", 2)
  const faces: Face[] = ["round", "happy", "wide"]
  heads.forEach((head, i) => {
    body += `<circle cx="${r(head.x)}" cy="${r(head.y)}" r="118" fill="#fff" opacity="0.16"/>`
    body += robotHead(head.x, head.y + 14, 0.52, p, faces[i % 3] ?? "round")
  })
  return svg(1200, 675, p, body)
}

/** One isometric block with its top at (x, y): width w (half-diagonal), height h. */
const isoBlock = (x: number, y: number, w: number, h: number, top: string, left: string, right: string) => {
  const d = w / 2
  return (
    `<path d="M${r(x)} ${r(y)}l${r(w)} ${r(d)}l${r(-w)} ${r(d)}l${r(-w)} ${r(-d)}Z" fill="${top}"/>` +
    `<path d="M${r(x - w)} ${r(y + d)}l${r(w)} ${r(d)}v${r(h)}l${r(-w)} ${r(-d)}Z" fill="${left}"/>` +
    `<path d="M${r(x + w)} ${r(y + d)}l${r(-w)} ${r(d)}v${r(h)}l${r(w)} ${r(-d)}Z" fill="${right}"/>`
  )
}

/** 16:9 project cover: an isometric platform with data blocks and a floating industry badge. */
export const projectCover = (p: Palette, industry: GlyphName, seed: string) => {
  const rand = seeded(seed)
  let body = backdrop(1200, 675, seed)
  body += isoBlock(600, 215, 330, 26, "#fff", p.soft, p.accent).replace(/<path /g, `<path opacity="0.35" `)
  // Back to front (col + row ascending) so nearer blocks overlap farther ones.
  const step = 110
  const width = 68
  for (let depth = 0; depth <= 4; depth++) {
    for (let col = 0; col <= 2; col++) {
      const row = depth - col
      if (row < 0 || row > 2) continue
      const x = 600 + (col - row) * step
      const centreY = 380 + (col + row - 2) * (step / 2)
      const height = 30 + rand() * (170 - depth * 25)
      body += isoBlock(x, centreY - width / 2 - height, width, height, "#fff", p.soft, p.to)
    }
  }
  body += `<path d="M80 610L220 540L330 570L470 470" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`
  body += `<circle cx="470" cy="470" r="14" fill="${p.accent}" stroke="#fff" stroke-width="6"/>`
  body += `<circle cx="930" cy="170" r="120" fill="url(#glow)"/><circle cx="930" cy="170" r="78" fill="#fff"/>`
  body += glyph(industry, 930, 170, 76, p.from, 2)
  body += `<rect x="110" y="90" width="250" height="120" rx="22" fill="#fff" opacity="0.92"/>`
  body += `<rect x="140" y="120" width="120" height="14" rx="7" fill="${p.to}"/>`
  body += `<rect x="140" y="150" width="180" height="12" rx="6" fill="${p.soft}"/><rect x="140" y="172" width="90" height="12" rx="6" fill="${p.soft}"/>`
  return svg(1200, 675, p, body)
}

/** 1:1 tool tile: the tool's glyph on a floating app-icon card with orbit rings. */
export const toolTile = (p: Palette, icon: GlyphName, seed: string) =>
  svg(
    600,
    600,
    p,
    backdrop(600, 600, seed) +
      `<circle cx="300" cy="300" r="230" fill="none" stroke="#fff" stroke-width="2" opacity="0.3"/>` +
      `<circle cx="300" cy="300" r="270" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="4 12" opacity="0.3"/>` +
      `<circle cx="300" cy="300" r="200" fill="url(#glow)"/>` +
      `<rect x="168" y="186" width="264" height="264" rx="64" fill="${p.deep}" opacity="0.25"/>` +
      `<rect x="168" y="160" width="264" height="264" rx="64" fill="#fff"/>` +
      glyph(icon, 300, 292, 150, p.from, 1.8) +
      `<circle cx="500" cy="130" r="18" fill="${p.accent}"/><circle cx="110" cy="460" r="12" fill="#fff" opacity="0.7"/>`,
  )

/** 16:9 blog cover: layered waves, overlapping discs and the category glyph on a card. */
export const blogCover = (p: Palette, topic: GlyphName, seed: string) => {
  const rand = seeded(seed)
  const lift = 40 + rand() * 60
  let body = backdrop(1200, 675, seed)
  body += `<circle cx="820" cy="300" r="230" fill="${p.accent}" opacity="0.35"/>`
  body += `<circle cx="960" cy="400" r="170" fill="#fff" opacity="0.18"/>`
  body += `<path d="M0 ${r(520 - lift)}C250 ${r(440 - lift)} 420 620 700 540S1050 ${r(420 + lift)} 1200 480V675H0Z" fill="#fff" opacity="0.16"/>`
  body += `<path d="M0 600C300 520 520 660 800 590S1100 540 1200 570V675H0Z" fill="${p.deep}" opacity="0.22"/>`
  body += `<rect x="170" y="170" width="300" height="300" rx="60" fill="${p.deep}" opacity="0.22" transform="rotate(-8 320 320)"/>`
  body += `<rect x="170" y="160" width="300" height="300" rx="60" fill="#fff"/>`
  body += glyph(topic, 320, 310, 160, p.from, 1.8)
  // A floating "article card": avatar, two text bars and a small bar chart, all abstract.
  const bars = [0.45, 0.7, 0.55, 0.9, 0.65].map((h) => r(h * (0.7 + rand() * 0.6) * 90))
  body += `<rect x="600" y="196" width="400" height="250" rx="30" fill="${p.deep}" opacity="0.18"/>`
  body += `<rect x="590" y="180" width="400" height="250" rx="30" fill="#fff" opacity="0.94"/>`
  body += `<circle cx="645" cy="235" r="24" fill="${p.to}"/>`
  body += `<rect x="685" y="218" width="200" height="14" rx="7" fill="${p.from}" opacity="0.8"/>`
  body += `<rect x="685" y="242" width="130" height="12" rx="6" fill="${p.soft}"/>`
  body += `<rect x="620" y="282" width="340" height="2" fill="${p.soft}"/>`
  bars.forEach((h, i) => {
    const fill = i === 3 ? p.from : p.to
    body += `<rect x="${630 + i * 66}" y="${r(400 - Math.min(h, 100))}" width="40" height="${r(Math.min(h, 100))}" rx="10" fill="${fill}" opacity="${i === 3 ? 1 : 0.55}"/>`
  })
  return svg(1200, 675, p, body)
}
