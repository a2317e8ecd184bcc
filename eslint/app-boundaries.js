/**
 * Import boundaries of the app (issue 27, item 2): which folders of app/ may import which.
 * Imported by eslint.config.js; `npm run lint` (part of `npm run check`) fails on a reversed import.
 */
export default []
