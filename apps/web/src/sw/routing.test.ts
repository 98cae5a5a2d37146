import { describe, expect, it } from "vitest";
import { routeOf, type RequestFacts } from "./routing.ts";

const origin = "https://tradewind.example";
const get = (path: string, mode = "cors"): RequestFacts => ({ method: "GET", url: `${origin}${path}`, mode });

describe("the service worker's routing rules", () => {
  it("never touches the API, the sockets, the back office or the health checks", () => {
    for (const path of ["/swx/customer/user/info", "/swx/admin/users", "/swx", "/ws", "/ws?token=x", "/message", "/admin", "/admin/", "/admin/assets/index-abc.js", "/health/ready"]) {
      expect(routeOf(get(path), origin), path).toBe("pass");
      expect(routeOf(get(path, "navigate"), origin), `${path} as a page`).toBe("pass");
    }
  });

  it("passes every method but GET, and other origins", () => {
    expect(routeOf({ method: "POST", url: `${origin}/assets/index-abc.js`, mode: "cors" }, origin)).toBe("pass");
    expect(routeOf({ method: "HEAD", url: `${origin}/`, mode: "navigate" }, origin)).toBe("pass");
    expect(routeOf(get("/assets/index-abc.js"), "https://other.example")).toBe("pass");
  });

  it("serves hashed files from the cache first and pages from the network first", () => {
    expect(routeOf(get("/assets/index-abc123.js"), origin)).toBe("asset");
    expect(routeOf(get("/assets/index-abc123.css"), origin)).toBe("asset");
    for (const path of ["/", "/market?code=BTCUSDT", "/profile/balance", "/assets-list"]) expect(routeOf(get(path, "navigate"), origin), path).toBe("page");
  });

  it("keeps the offline page's files and the install's, and nothing else by name", () => {
    for (const path of ["/offline.html", "/offline.js", "/manifest.webmanifest", "/icons/icon-192.png", "/favicon.svg"]) expect(routeOf(get(path), origin), path).toBe("shell");
    for (const path of ["/logos/aapl.svg", "/robots.txt", "/sw.js", "/swxdocs", "/wsx"]) expect(routeOf(get(path), origin), path).toBe("pass");
  });
});
