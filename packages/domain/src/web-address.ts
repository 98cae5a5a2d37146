// What counts as a web address a person may be sent to, wherever one is typed (a charity's
// website, the app download link): absolute http:// or https:// with a host. Never javascript:,
// data: or a relative path, which a link on our pages would run or resolve against our origin.

export function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === "https:" || protocol === "http:") && hostname !== "";
}
