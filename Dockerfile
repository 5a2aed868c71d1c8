# syntax=docker/dockerfile:1
# The production image: the standalone server (`npm run build` makes .next/standalone with
# the production server compiled from server/, static assets and the traced node_modules) on
# a slim Node, run as a non-root user. e2e/standalone/dockerfile.spec.ts starts the built
# server exactly as the last stage does (its ENV and CMD, read from this file) and checks
# readiness, because the build machines have no Docker. See docs/deployment.md, "Running in containers".

# 1. Dependencies, exactly as locked: the lockfile holds every platform's native packages
#    (CI checks that an install leaves it unchanged, .ci/install).
FROM node:20-bookworm-slim AS deps
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. Build: Next, then server/ compiled into .next/standalone. No address goes into the build:
#    the site's is the running container's APP_URL, so one image serves any domain.
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build

# 3. Runtime: only the standalone folder, owned by an unprivileged user.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
ENV NEXT_TELEMETRY_DISABLED=1
ENV HOSTNAME=0.0.0.0
ENV PORT=3000
ENV DATA_DIR=/app/data
RUN groupadd --system --gid 10001 app \
 && useradd --system --uid 10001 --gid app --home-dir /app --no-create-home app \
 && mkdir -p /app/data && chown app:app /app/data
COPY --from=build --chown=app:app /src/.next/standalone ./
USER app
EXPOSE 3000
VOLUME ["/app/data"]
# Liveness only: a database or SMTP outage must not get every container restarted.
# Load balancers route by readiness, /api/health/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# server.js finishes the requests in flight and the mail batch on SIGTERM (docker stop
# waits 10 s by default; SHUTDOWN_TIMEOUT_MS defaults to 8 s).
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
