/**
 * The captcha as a picture (WebP). svg-captcha's own SVG sent each character as one filled `<path>`
 * holding the font glyph's outline, which a 30-line program read every time (bench/captcha-solver.ts).
 * Here the glyphs (from the font svg-captcha ships) are drawn with a random rotation, slant, size and
 * offset each, bent by a slight wave, crossed by curves and dots in colours like theirs, and
 * rasterised on the server by sharp: the answer carries pixels only, no outline.
 * It stays friction (docs/security.md says what OCR can still do); the rate limits are the control.
 */
import { createRequire } from "node:module"
import sharp from "sharp"

interface PathCommand {
  type: "M" | "L" | "Q" | "C" | "Z"
  x?: number
  y?: number
  x1?: number
  y1?: number
  x2?: number
  y2?: number
}
interface GlyphPath {
  commands: PathCommand[]
  getBoundingBox(): { x1: number; y1: number; x2: number; y2: number }
}
interface Font {
  charToGlyph(char: string): { getPath(x: number, y: number, fontSize: number): GlyphPath }
}
// svg-captcha loads its bundled font (opentype.js) once, at require; its types leave `options` out.
const { font } = (createRequire(import.meta.url)("svg-captcha") as { options: { font: Font } }).options

/** Shown at 120 x 40 CSS pixels; drawn at twice that, so it stays sharp on high-density screens. */
export const captchaWidth = 240
export const captchaHeight = 80

// The jitter of the drawing is not a secret (the text is, and comes from crypto.randomInt).
const between = (min: number, max: number) => min + Math.random() * (max - min)
const round = (value: number) => Math.round(value * 10) / 10

/** Dark, saturated colours for the characters and the noise over them, so colour cannot split them. */
const inkColour = () =>
  `hsl(${Math.floor(between(0, 360))}, ${Math.floor(between(55, 80))}%, ${Math.floor(between(22, 40))}%)`
const paleColour = () =>
  `hsl(${Math.floor(between(0, 360))}, ${Math.floor(between(30, 60))}%, ${Math.floor(between(72, 88))}%)`

/** A cubic curve across the picture, from the left edge to the right, bending at random heights. */
const curveAcross = () => {
  const y = () => round(between(captchaHeight * 0.15, captchaHeight * 0.85))
  return `M${round(between(0, 20))} ${y()} C${round(between(50, 110))} ${y()},${round(between(130, 190))} ${y()},${round(between(220, 240))} ${y()}`
}

type Point = readonly [number, number]
type Warp = (point: Point) => Point

/**
 * A slight warp of the whole ink: each point moved along two smooth random waves (a few pixels).
 * Applied to the outline's points before drawing, so it costs nothing at rasterisation.
 */
const randomWarp = (): Warp => {
  const [ax, ay] = [between(3, 5), between(3, 5)]
  const [fx, fy] = [between(0.05, 0.09), between(0.025, 0.045)]
  const [px, py] = [between(0, 2 * Math.PI), between(0, 2 * Math.PI)]
  return ([x, y]) => [x + ax * Math.sin(y * fx + px), y + ay * Math.sin(x * fy + py)]
}

/** An outline's commands as path data, each point moved by `place`. */
const pathData = (commands: readonly PathCommand[], place: (point: Point) => Point): string =>
  commands
    .map((command) => {
      const at = (x = 0, y = 0) => place([x, y]).map(round).join(" ")
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${at(command.x, command.y)}`
        case "Q":
          return `Q${at(command.x1, command.y1)} ${at(command.x, command.y)}`
        case "C":
          return `C${at(command.x1, command.y1)} ${at(command.x2, command.y2)} ${at(command.x, command.y)}`
        default:
          return "Z"
      }
    })
    .join("")

const glyph = (char: string, index: number, count: number, colour: string, warp: Warp): string => {
  const fontSize = between(78, 92)
  const path = font.charToGlyph(char).getPath(0, 0, fontSize)
  const box = path.getBoundingBox()
  const slot = (captchaWidth - 24) / count
  const centreX = 12 + slot * (index + 0.5) + between(-7, 7)
  const centreY = captchaHeight / 2 + between(-6, 6)
  const angle = (between(-16, 16) * Math.PI) / 180
  const slant = Math.tan((between(-8, 8) * Math.PI) / 180)
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  // Centred on its own box, slanted, turned, moved to its place, then warped with the rest.
  const place = ([x, y]: Point): Point => {
    const [dx, dy] = [x - (box.x1 + box.x2) / 2, y - (box.y1 + box.y2) / 2]
    const [sx, sy] = [dx + slant * dy, dy]
    return warp([centreX + cos * sx - sin * sy, centreY + sin * sx + cos * sy])
  }
  // The font's strokes are thin and hollow: a stroke of the same colour makes them bolder to read.
  return `<path fill="${colour}" stroke="${colour}" stroke-width="1.5" d="${pathData(path.commands, place)}"/>`
}

/** The SVG drawn on the server only; never sent. */
export const captchaSvg = (text: string): string => {
  const chars = [...text]
  const colours = chars.map(inkColour)
  const background = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${round(between(0, captchaWidth))}" cy="${round(between(0, captchaHeight))}" r="${round(between(1, 4))}" fill="${paleColour()}"/>`,
  )
  const paleCurves = Array.from(
    { length: 2 },
    () =>
      `<path d="${curveAcross()}" stroke="${paleColour()}" stroke-width="${round(between(3, 6))}" fill="none"/>`,
  )
  // Curves over the glyphs, half of them in a glyph's own colour, as thick as a glyph's thin strokes.
  const curves = Array.from(
    { length: 3 },
    (_, n) =>
      `<path d="${curveAcross()}" stroke="${n % 2 === 0 ? (colours[n % colours.length] ?? inkColour()) : inkColour()}" stroke-width="${round(between(1.5, 2.5))}" fill="none"/>`,
  )
  const dots = Array.from(
    { length: 45 },
    () =>
      `<circle cx="${round(between(0, captchaWidth))}" cy="${round(between(0, captchaHeight))}" r="${round(between(1, 2.6))}" fill="${inkColour()}"/>`,
  )
  const warp = randomWarp()
  const glyphs = chars.map((char, index) =>
    glyph(char, index, chars.length, colours[index] ?? inkColour(), warp),
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${captchaWidth}" height="${captchaHeight}" viewBox="0 0 ${captchaWidth} ${captchaHeight}">` +
    `<rect width="100%" height="100%" fill="#f8fafc"/>${background.join("")}${paleCurves.join("")}` +
    `${glyphs.join("")}${curves.join("")}${dots.join("")}</svg>`
  )
}

export const captchaContentType = "image/webp"

/**
 * The captcha for `text` as WebP bytes: about 5 KB and 10 ms of one core (a PNG is 3x larger, or 2x
 * slower with a palette); every browser the site supports shows WebP.
 */
export const drawCaptchaImage = (text: string): Promise<Buffer> =>
  sharp(Buffer.from(captchaSvg(text)))
    .webp({ quality: 82 })
    .toBuffer()
