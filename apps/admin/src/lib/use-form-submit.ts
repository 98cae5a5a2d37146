// One submit behaviour for the back office's forms: a local check first (its message stops the
// submit), then the work, one at a time (`busy` disables the button), with the server's refusal
// shown as the form's error.
import { useState, type FormEvent } from "react";
import { errorMessage } from "@tradewind/ui/api-core.ts";

export function useFormSubmit() {
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submitWith =
    (work: () => Promise<unknown>, check: () => string | undefined = () => undefined) =>
    (event: FormEvent) => {
      event.preventDefault();
      const problem = check();
      if (problem !== undefined) return setError(problem);
      setBusy(true);
      setError(undefined);
      void work()
        .catch((failure: unknown) => setError(errorMessage(failure)))
        .finally(() => setBusy(false));
    };
  return { error, busy, submitWith };
}
