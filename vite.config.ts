import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // SITE_URL is read at build time, like the VITE_ settings.
  envPrefix: ["VITE_", "SITE_URL"],
  resolve: { tsconfigPaths: true },
});
