# Sourced by the scripts that need Debian packages (ensure-chromium.sh, ensure-engines.sh,
# html-check.sh): one way to install what is missing.
#
# install_missing_packages "<what to set instead>" PACKAGE...
#   Installs the packages with apt-get when run as root on a machine that has it; otherwise
#   prints one line saying what to install (or which variables to set instead) and exits 1.
install_missing_packages() {
  local instead=$1
  shift
  (($# > 0)) || return 0
  if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's $*"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "$@"
  else
    echo "Missing: install Debian's packages with \"sudo apt-get install -y $*\"${instead:+ (or $instead)} and run the command again." >&2
    exit 1
  fi
}
