# One image for every role of compose.yaml (README, "Running on several machines"): the web server
# (`academy serve --no-worker`), the job worker (`academy worker`) and the release step
# (`academy db migrate`). The build (`npm run build`) is what runs: build/server/academy.js with
# the Remix app beside it (one module graph); the image also keeps db/ (migrations, seed data),
# assets/ and public/, which the build reads at run time, and the production dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci applies these (patch-package, decision 0011).
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
# Outbox and local drive (DATA_DIR), backups (compose mounts a shared volume on /backups); the
# app runs as the image's unprivileged user, and a new named volume takes these owners.
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
EXPOSE 3000
CMD ["node", "bin/academy.js", "serve", "--no-worker"]
