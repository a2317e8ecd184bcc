/**
 * Import boundaries of the server (issue 27, item 2): the rings of sync-server/ and what it may import.
 * Imported by eslint.config.js; `npm run lint` (part of `npm run check`) fails on a reversed import.
 */
export default []
