# syntax=docker/dockerfile:1
# The site as one image: the built web app and the server's TypeScript sources (Node 24 runs
# them directly), with production dependencies only. See compose.yaml for a full deployment.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 and argon2 fall back to a source build where no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
# Installing compiles the messages (postinstall), so their package comes whole.
COPY packages/i18n packages/i18n
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/src packages/contracts/src
COPY --from=build /app/packages/i18n/package.json packages/i18n/
COPY --from=build /app/packages/i18n/src packages/i18n/src
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/build apps/web/build
# Uploaded photos, and the SQLite file when no DATABASE_URL is given, live in DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): websockets close and it exits within 5 s.
CMD ["node", "apps/server/src/server.ts"]
