// What a user does through the customer API in the end-to-end tests, where the screen itself is
// not what is being tested: read a result, the real book's balance, upload an image, submit KYC.
import { pngImage } from "./images.ts";

interface Envelope<Result> {
  code: number;
  result: Result;
  message: string;
}

function headers(token: string, book: "demo" | "real"): Record<string, string> {
  // SPEC §7: `virtually` reads NO for the virtual (demo) book and YES for the real one.
  return { Authorization: token, virtually: book === "real" ? "YES" : "NO" };
}

async function unwrap<Result>(route: string, response: Response): Promise<Result> {
  const body = (await response.json()) as Envelope<Result>;
  if (body.code !== 200) throw new Error(`${route} answered ${body.code} ${body.message}`);
  return body.result;
}

export async function customerGet<Result>(baseUrl: string, route: string, token: string, book: "demo" | "real" = "real"): Promise<Result> {
  return unwrap(route, await fetch(`${baseUrl}/swx/customer${route}`, { headers: headers(token, book) }));
}

export async function customerPost<Result>(baseUrl: string, route: string, body: object, token: string, book: "demo" | "real" = "real"): Promise<Result> {
  const response = await fetch(`${baseUrl}/swx/customer${route}`, { method: "POST", headers: { ...headers(token, book), "content-type": "application/json" }, body: JSON.stringify(body) });
  return unwrap(route, response);
}

/** The real book's balance of `currency` as getUserInfo answers it (plain decimal strings). */
export async function realBalance(baseUrl: string, token: string, currency: string): Promise<{ available: string; held: string }> {
  const info = await customerPost<{ balances: Array<{ currency: string; available: string; held: string }> }>(baseUrl, "/user/getUserInfo", {}, token);
  const balance = info.balances.find((candidate) => candidate.currency === currency);
  return { available: balance?.available ?? "0", held: balance?.held ?? "0" };
}

/** Uploads a generated PNG for `purpose`; answers its id. */
export async function uploadPng(baseUrl: string, token: string, purpose: string, seed: number): Promise<string> {
  const form = new FormData();
  form.append("purpose", purpose);
  form.append("file", new Blob([pngImage(320, 200, seed)], { type: "image/png" }), `photo-${seed}.png`);
  const response = await fetch(`${baseUrl}/swx/customer/user/upload`, { method: "POST", headers: headers(token, "real"), body: form });
  return (await unwrap<{ id: string }>("/user/upload", response)).id;
}

/** Submits KYC with three uploaded photos, as the verification page would; it then waits for compliance. */
export async function submitKycByApi(baseUrl: string, token: string, name: { firstName: string; lastName: string }): Promise<void> {
  const [frontImageId, backImageId, holdingImageId] = [await uploadPng(baseUrl, token, "kyc", 1), await uploadPng(baseUrl, token, "kyc", 2), await uploadPng(baseUrl, token, "kyc", 3)];
  await customerPost(baseUrl, "/user/identification", {
    ...name,
    birthdate: "1988-09-30",
    sex: "female",
    country: "AE",
    address: "Al Wasl Road 14, Dubai",
    phone: "+971 501234567",
    documentType: "passport",
    frontImageId,
    backImageId,
    holdingImageId,
  }, token);
}
