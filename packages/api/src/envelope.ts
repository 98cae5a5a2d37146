// Every reply of /swx/customer is this envelope (SPEC §7): code 200 is success,
// anything else is a catalogued failure whose message is already in the caller's language.
export interface Envelope<Result> {
  code: number;
  result: Result | null;
  message: string;
}
