// Browser entry: hydrates the server-rendered page, then registers the offline service worker (production only,
// so that Vite's development server and hot reload are never answered from a cache).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { cleanFormsOnSubmit } from "~/lib/clean-input";
import { registerServiceWorker } from "~/lib/service-worker";

cleanFormsOnSubmit(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

if (import.meta.env.PROD) registerServiceWorker();
