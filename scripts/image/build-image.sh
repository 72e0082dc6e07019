#!/usr/bin/env bash
# Builds the production image from the Dockerfile.
#   scripts/image/build-image.sh [TAG]        TAG defaults to project-directory:<package.json version>
# With podman (the default): the base image is made locally when missing (make-base-image.sh),
# nothing is pulled, and `npm ci` reaches the registry through this machine's CA bundle, which is
# bind-mounted into the build's RUN steps only (it never lands in an image layer).
# IMAGE_TOOL=docker uses `docker build` as any contributor with Docker would.
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=podman-env.sh
source scripts/image/podman-env.sh

VERSION="$(node -p 'require("./package.json").version')"
TAG="${1:-project-directory:$VERSION}"
started=$SECONDS

if [ "$IMAGE_TOOL" = docker ]; then
  docker build -t "$TAG" .
else
  scripts/image/make-base-image.sh
  CA_BUNDLE="${CA_BUNDLE:-$(npm config get cafile 2>/dev/null || true)}"
  [ -n "$CA_BUNDLE" ] && [ "$CA_BUNDLE" != null ] && [ "$CA_BUNDLE" != undefined ] || CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt
  mounts=()
  if [ -f "$CA_BUNDLE" ]; then
    printf 'cafile=/usr/local/share/host-ca-certificates.crt\n' >"$IMAGE_WORK_DIR/npmrc"
    mounts+=(-v "$CA_BUNDLE:/usr/local/share/host-ca-certificates.crt:ro"
      -v "$IMAGE_WORK_DIR/npmrc:/usr/local/etc/npmrc:ro")
  fi
  # --format docker keeps the HEALTHCHECK; --pull=never uses the local base image.
  podman build --format docker --pull=never "${mounts[@]}" -t "$TAG" .
fi

echo "Built $TAG in $((SECONDS - started)) s"
"$IMAGE_TOOL" image inspect "$TAG" --format '{{.Size}}' | awk '{ printf "Image size: %.0f MB\n", $1 / 1000000 }'
