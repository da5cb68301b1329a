#!/usr/bin/env node
// The `academy` command. TypeScript sources run through tsx, so there is no separate CLI build.
import { register } from "tsx/esm/api";

register();
await import("../cli/index.ts");
