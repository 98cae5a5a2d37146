// Which routes hide the footer and tab bar (SPEC §2 leaves the lists open; these are ours).
// Auth screens, the third-party login return point and the customer-service chat (which fills
// the screen above its own input) are focused tasks: no footer, no tabs.
const hideChromePrefixes = ["/pass/", "/api/", "/profile/kefu"];

export function hidesFooterAndTabs(pathname: string): boolean {
  return hideChromePrefixes.some((prefix) => pathname.startsWith(prefix));
}

/** Routes where a first-time visitor is not stopped by the onboarding board (they came to act). */
const skipOnboardingPrefixes = ["/pass/", "/api/"];

export function skipsOnboarding(pathname: string): boolean {
  return skipOnboardingPrefixes.some((prefix) => pathname.startsWith(prefix));
}
