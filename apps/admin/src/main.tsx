// The back office's entry: styles, i18n (it sets <html lang/dir>), react-query and the router.
import "./admin.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { ApiError } from "@tradewind/ui/api-core.ts";
import { languageReady } from "./i18n/i18n.ts";
import { router } from "./app/router.tsx";
import { registerNavigator } from "./lib/navigation.ts";

const retriesMax = 2;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A catalogued refusal will not change on retry; only network trouble is retried.
      retry: (failureCount, error) => failureCount < retriesMax && !(error instanceof ApiError && error.failure === "server"),
      refetchOnWindowFocus: false,
    },
  },
});

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
