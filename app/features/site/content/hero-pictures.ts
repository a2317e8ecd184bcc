/**
 * The home page's hero pictures (Hero.tsx), written once: the offline readiness check keeps and
 * verifies them (features/site/readiness/inventory.ts) though no record names them.
 */
export const heroPictures = [
  "/demo/employees/customer-service.svg",
  "/demo/employees/data-analyst.svg",
  "/demo/employees/content-marketing.svg",
] as const
