#!/usr/bin/env bash
# The Debian packages the tests use, installed when missing: by `.ci/run` and by `npm test`
# (scripts/test-all.mjs), so the two cannot drift apart. As root (CI, a container) it installs them
# with apt-get; otherwise it says in one line what to install and exits 1.
#   chromium, chromium-headless-shell  the journeys (the headless shell), Lighthouse and screenshots
#   nginx                              the built server behind a real reverse proxy (tests/instances)
#   xmllint, pdftotext, qpdf           e-invoices against their XSD, invoice PDFs
#   java                               the W3C Nu Html Checker (npm vnu-jar)
#   Saxon-HE (libsaxonhe-java)         e-invoices against the official schematron rules (decision 030)
#   varnish-modules (pulls in varnish) the built server behind Varnish with xkey (tests/instances/varnish.test.ts)
set -euo pipefail

missing=()
for tool in chromium:chromium chromium-headless-shell:chromium-headless-shell /usr/sbin/nginx:nginx \
  xmllint:libxml2-utils pdftotext:poppler-utils qpdf:qpdf java:default-jre-headless /usr/sbin/varnishd:varnish-modules \
  /usr/share/java/Saxon-HE.jar:libsaxonhe-java; do
  found="${tool%%:*}"
  # A jar is a file, not a command.
  if [[ "$found" == *.jar ]]; then [ -f "$found" ]; else command -v "$found" >/dev/null 2>&1; fi ||
    missing+=("${tool##*:}")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing the Debian packages the tests need: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi

echo "npm test needs these Debian packages: sudo apt-get install -y ${missing[*]}" >&2
exit 1
