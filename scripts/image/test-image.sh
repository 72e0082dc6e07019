#!/usr/bin/env bash
# Runs the image test (scripts/image/test-image.ts) against a built image, with the same podman
# configuration as the build.   scripts/image/test-image.sh      (IMAGE_TOOL=docker for Docker)
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=podman-env.sh
source scripts/image/podman-env.sh
exec node --conditions=react-server --import tsx scripts/image/test-image.ts
