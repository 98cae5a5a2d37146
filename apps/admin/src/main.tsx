// The back office's entry: styles, i18n (it sets <html lang/dir>), react-query and the router.
import "./admin.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "@tradewind/ui/query-client.ts";
import { languageReady } from "./i18n/i18n.ts";
import { router } from "./app/router.tsx";
import { registerNavigator } from "./lib/navigation.ts";

const queryClient = createQueryClient();

registerNavigator((to) => void router.navigate(to));

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root");
// The first language's catalogue is fetched before the first paint, so no text flips from English.
void languageReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
