// Vite builds the React Router app (client + server bundles) with Tailwind CSS.
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Every page needs React, React Router and a handful of shared components. Left alone the bundler
// cuts them into ~16 files, and on HTTP/1.1 over a slow phone link each file costs a round trip
// before it costs bytes; two groups bring a page down to about 5 script requests.
const clientChunks = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 2 },
    // Owners' forms (listing-form) are shared by their own pages only: kept out, so that a renter's page never loads them
    // (nor zod, which their rules bring).
    // Nor a booking's own components (cards, states, receipt, earnings, pay boxes), which only the booking, cart and My
    // Rentals pages use: left to the bundler, they go in a chunk of those pages' own.
    { name: "shared", test: /app[\\/](components(?![\\/](listing-form|earnings)[\\/]|[\\/]booking[\\/](?!booking-panel|quote-lines|use-quote|booking-choice|booking-figures|booking-format))|lib|hooks)[\\/]|[\\/]core[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/, minShareCount: 2, priority: 1 },
  ],
};

export default defineConfig({
  // Messages (messages/*.json) compiled to core/paraglide first: project.inlang/paraglide.config.js (decision 038).
  plugins: [paraglideVitePlugin({ project: "./project.inlang", outdir: "./core/paraglide" }), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@core": fileURLToPath(new URL("./core", import.meta.url)) },
  },
  build: { assetsInlineLimit: 0 },
  // React Router 8 builds through Vite's environments: the chunk groups are the browser's alone.
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks } } } } },
});
