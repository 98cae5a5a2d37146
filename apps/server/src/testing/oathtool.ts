// Authenticator codes for tests, computed by oathtool (RFC 6238), an implementation that is not ours.
import { execFileSync } from "node:child_process";

/** The code an authenticator shows at `at`. */
export function oathtoolCode(secret: string, at: Date): string {
  const when = at.toISOString().replace("T", " ").replace(/\.\d+Z$/, " UTC");
  return execFileSync("oathtool", ["--totp", "-b", "-N", when, secret], { encoding: "utf8" }).trim();
}
