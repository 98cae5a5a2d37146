// localStorage with the failures (private mode, quota, disabled storage) turned into "not stored".
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn("localStorage unavailable", error);
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn("localStorage unavailable", error);
  }
}
