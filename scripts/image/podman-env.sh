# shellcheck shell=bash
# Sourced by the image scripts: installs podman from Debian when missing and keeps its
# configuration and storage in a work folder of its own, so nothing depends on (or changes)
# the machine's podman set-up. IMAGE_WORK_DIR moves that folder.
set -euo pipefail

IMAGE_WORK_DIR="${IMAGE_WORK_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/project-directory-image}"
export IMAGE_WORK_DIR

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

# Debian's packages for building and running images without a Docker engine.
ensure_podman() {
  local missing=()
  command -v podman >/dev/null 2>&1 || missing+=(podman)
  command -v runc >/dev/null 2>&1 || [ -x /usr/sbin/runc ] || missing+=(runc)
  command -v debootstrap >/dev/null 2>&1 || [ -x /usr/sbin/debootstrap ] || missing+=(debootstrap)
  command -v newuidmap >/dev/null 2>&1 || missing+=(uidmap)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]} from Debian's packages"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

# containers.conf and storage.conf in the work folder:
#  - runc: crun refuses some hosts' hybrid cgroup layout;
#  - cgroupfs: there may be no systemd to manage cgroups;
#  - default_ulimits at the current hard limit: a root that cannot raise its own limits makes
#    podman's defaults fail with "setrlimit ... Operation not permitted".
configure_podman() {
  local conf="$IMAGE_WORK_DIR/containers.conf" storage="$IMAGE_WORK_DIR/storage.conf"
  local nofile
  nofile="$(ulimit -Hn)"
  [ "$nofile" = unlimited ] && nofile=1048576
  mkdir -p "$IMAGE_WORK_DIR/storage" "$IMAGE_WORK_DIR/run"
  cat >"$conf" <<CONF
[containers]
default_ulimits = ["nofile=${nofile}:${nofile}", "nproc=32768:32768"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
CONF
  cat >"$storage" <<CONF
[storage]
driver = "overlay"
graphroot = "$IMAGE_WORK_DIR/storage"
runroot = "$IMAGE_WORK_DIR/run"
CONF
  export CONTAINERS_CONF="$conf" CONTAINERS_STORAGE_CONF="$storage"
}

# The image tool: podman (default) or docker (IMAGE_TOOL=docker, used as is).
IMAGE_TOOL="${IMAGE_TOOL:-podman}"
export IMAGE_TOOL
if [ "$IMAGE_TOOL" = podman ]; then
  ensure_podman
  configure_podman
fi
