// ESLint for the client (`npm run lint`, part of `make test`): typescript-eslint, the rules of
// hooks, jsx-a11y, functions of at most 80 lines, and the borders of the layout
// (client/README.md#layout): a feature never imports another feature, and shared code
// (src/components, src/hooks, src/lib) imports no feature. Warnings fail the run too (--max-warnings 0).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each feature may import itself, shared code and generated code; never another feature. */
const featureBorders = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^@/features/(?!${escape(feature)}/)`,
            message: `A feature does not import another feature: move what both need to src/components, src/hooks or src/lib, and let the route in src/app compose them.`,
          },
          {
            // From src/features/<f>/<folder>/file, "../../" is src/features itself.
            regex: "^(\\.\\./){2,}",
            message: "Reach outside this feature through @/components, @/hooks, @/lib or @/gql, never by a relative path.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "src/gql/**", "e2e-logs/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      "max-lines-per-function": ["error", { max: 80 }],
      // The browser's alert, confirm and prompt block the page and look like another program:
      // ask and tell through src/components/feedback.tsx (useConfirm, useNotice, FormError).
      "no-alert": "error",
      // A table that scrolls sideways is a labelled region reachable by Tab, so keyboard
      // users can scroll it (axe's scrollable-region-focusable, checked by e2e/a11y.spec.ts).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
    },
  },
  {
    files: ["src/components/**", "src/hooks/**", "src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^@/(features|app)/", message: "Shared code imports no feature and not the app: imports flow shared → features → app." },
          ],
        },
      ],
    },
  },
  ...featureBorders,
  {
    files: ["e2e/**", "scripts/**", "pwa/**", "*.config.{js,ts}", "vite.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
);
