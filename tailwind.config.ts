import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef4ff",
          100: "#dbe6fe",
          500: "#3b6cf6",
          600: "#2452e0",
          700: "#1c41b4",
          900: "#172b6b",
        },
      },
      maxWidth: { toast: "420px" },
    },
  },
  plugins: [],
} satisfies Config;
