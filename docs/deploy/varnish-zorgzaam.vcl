vcl 4.1;
# Varnish in front of the shop, purged by tag (docs/decisions/032-http-cache-in-front.md).
# Debian 12: apt install varnish varnish-modules (xkey). Start varnishd with
#   -p http_gzip_support=off
# so brotli reaches the shoppers: with gzip support on, Varnish rewrites every Accept-Encoding to
# gzip before this VCL runs. The shop: HTTP_CACHE_PURGE=varnish, VARNISH_PURGE_URLS=http://127.0.0.1:6081
# (every Varnish, comma-separated). tests/instances/varnish.test.ts runs this file as it is, with
# only the backend's port changed.
import std;
import xkey;

backend shop {
  .host = "127.0.0.1";
  .port = "4321";
  .first_byte_timeout = 30s;
}

# Who may purge: the shop's own instances (its outbox sends PURGE with an xkey-purge header).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header missing"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone));
  }
  # Whatever a shopper says about themselves is never looked up in or kept by the cache: logins
  # travel in Authorization (the shop sets no session cookie).
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }
  # Keyed by encoding: one variant for brotli, one for gzip, one plain (the shop answers
  # Vary: Accept-Encoding, and Varnish compares this normalised value).
  if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(;\s*q=(1|0\.[0-9]*[1-9])[0-9]*)?\s*(,|$)") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(^|,)\s*(x-)?gzip\s*(;\s*q=(1|0\.[0-9]*[1-9])[0-9]*)?\s*(,|$)") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  # Cookies (an analytics script's, the login's device cookie) would make every request a pass.
  # They are put aside for the lookup, so a public answer already kept is served whatever the
  # shopper's cookies; a miss still takes them to the shop (vcl_backend_fetch). Whether an answer
  # is public is the shop's word, in its response (vcl_backend_response): only a public answer is
  # kept, so a cookie is stripped only where the answer is public.
  unset req.http.X-Shop-Cookie;
  if (req.http.Cookie) {
    set req.http.X-Shop-Cookie = req.http.Cookie;
    unset req.http.Cookie;
  }
  return (hash);
}

sub vcl_backend_fetch {
  if (bereq.http.X-Shop-Cookie) {
    set bereq.http.Cookie = bereq.http.X-Shop-Cookie;
    unset bereq.http.X-Shop-Cookie;
  }
}

sub vcl_backend_response {
  # Kept only when the shop says the answer is the same for everyone: a 200 with a lifetime for
  # shared caches in CDN-Cache-Control (pages and answers that call cache.set), no cookie set, not
  # private, not varying on who asks. Everything else (cart, account, checkout, staff, logins) is
  # passed on and never stored, also not for the requests waiting for it (hit-for-miss).
  if (beresp.status != 200
      || beresp.http.Set-Cookie
      || !beresp.http.CDN-Cache-Control
      || beresp.http.CDN-Cache-Control ~ "(?i)(private|no-store|no-cache)"
      || beresp.http.CDN-Cache-Control !~ "(?i)max-age=[1-9]"
      || beresp.http.Cache-Control ~ "(?i)(private|no-store)"
      || beresp.http.Vary ~ "(?i)(cookie|authorization|\*)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 60s;
    return (deliver);
  }
  # CDN-Cache-Control (RFC 9213) wins over Cache-Control, which is meant for browsers.
  set beresp.ttl = std.duration(
    regsub(beresp.http.CDN-Cache-Control, "(?i)^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
  if (beresp.http.CDN-Cache-Control ~ "(?i)stale-while-revalidate=[0-9]+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.CDN-Cache-Control, "(?i)^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
  } else {
    set beresp.grace = 0s;
  }
  # The shop's Cache-Tag list (comma-separated) is what its outbox purges by.
  set beresp.http.xkey = regsuball(beresp.http.Cache-Tag, "\s*,\s*", " ");
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.xkey;
  if (obj.uncacheable) {
    set resp.http.X-Varnish-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Varnish-Cache = "HIT";
  } else {
    set resp.http.X-Varnish-Cache = "MISS";
  }
}
