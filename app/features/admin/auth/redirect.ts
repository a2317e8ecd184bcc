/** Only a path inside the back office is followed after login, so the login page is no open redirect. */
export const safeAdminRedirect = (redirect: string | undefined): string =>
  redirect !== undefined &&
  /^\/systemadmin(?:[/?#]|$)/.test(redirect) &&
  !redirect.startsWith("/systemadmin/login")
    ? redirect
    : "/systemadmin"
