// Entry point: base styles, i18n (it sets <html lang/dir>), then the providers and the router.
// Base styles first, so component styles imported later win ties of equal specificity.
import "./app/global.css";
// Styles of the pieces shared with the back office (packages/ui) that this site themes its own way:
// loaded here, as the components no longer pull them in from every file that uses them.
import "./components/Field.css";
import "./components/States.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "@tradewind/ui/query-client.ts";
import { languageReady } from "./i18n/i18n.ts";
import { router } from "./app/router.tsx";
import { ToastProvider } from "./components/Toast.tsx";
import { LanguagePickerProvider } from "./i18n/LanguagePicker.tsx";
import { registerNavigator } from "./lib/navigation.ts";
import { checkStoredUser } from "./lib/session.ts";
import { startAppInstall } from "./lib/app-install.ts";

const queryClient = createQueryClient();

registerNavigator((to) => void router.navigate(to));
startAppInstall();

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root");

// The first language's catalogue is fetched before the first paint, so no text flips from English.
void languageReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <LanguagePickerProvider>
            <RouterProvider router={router} />
          </LanguagePickerProvider>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  checkStoredUser().catch((error: unknown) => console.warn("the stored user was not checked", error));
});
