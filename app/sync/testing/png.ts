/**
 * Small, valid PNG pictures for upload tests, made here (stored deflate blocks, no compression library):
 * each seed gives other pixels, so other bytes (the server keeps one record per content hash).
 */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const u32 = (value: number): number[] => [
  value >>> 24,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
]

const chunk = (type: string, data: number[]): number[] => {
  const body = new Uint8Array([...[...type].map((ch) => ch.charCodeAt(0)), ...data])
  return [...u32(data.length), ...body, ...u32(crc32(body))]
}

/** A `size` x `size` RGB PNG whose pixels follow `seed`. */
export const pngBytes = (seed: number, size = 8): Uint8Array<ArrayBuffer> => {
  const raw: number[] = []
  for (let y = 0; y < size; y += 1) {
    raw.push(0) // filter: none
    for (let x = 0; x < size; x += 1)
      raw.push((seed * 37 + x * 16) & 0xff, (seed * 11 + y * 16) & 0xff, seed & 0xff)
  }
  // zlib: header, one stored block (fits in 65,535 bytes), Adler-32.
  let a = 1
  let b = 0
  for (const byte of raw) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  const stored = [
    0x78,
    0x01,
    0x01,
    raw.length & 0xff,
    raw.length >>> 8,
    ~raw.length & 0xff,
    (~raw.length >>> 8) & 0xff,
    ...raw,
    ...u32(((b << 16) | a) >>> 0),
  ]
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk("IHDR", [...u32(size), ...u32(size), 8, 2, 0, 0, 0]),
    ...chunk("IDAT", stored),
    ...chunk("IEND", []),
  ])
}

let seeds = Math.floor(Math.random() * 200)

/** A new picture (other bytes than every earlier one in this run), as a browser's File would give it. */
export const newPicture = (): Blob => new Blob([pngBytes((seeds += 1))], { type: "image/png" })
