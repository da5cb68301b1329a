#!/usr/bin/env node
// `npm run bench`: the performance budget of DESIGN.md §6, measured. Like bin/academy.js, the
// TypeScript sources run through tsx.
import { register } from "tsx/esm/api";

register();
await import("../bench/index.ts");
