// The page an OAuth 2 provider sends the reader back to after "Authorize" in the Try it console
// (`<baseUrl>oauth-redirect.html`, written only by sites with a spec that has tryIt). It posts the
// code and state (or the provider's error) to the console's window, only if that window is of the
// site's own origin, and closes. The code is useless without the PKCE verifier the console
// holds; it is taken off the address bar at once, and no-referrer keeps it from leaking onward.
export function oauthRedirectHtml(messageKey: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in</title>
</head>
<body>
<p id="message">Signing in… this window closes by itself.</p>
<script>
(function () {
  var query = new URLSearchParams(location.search);
  history.replaceState(null, '', location.pathname);
  var message = {};
  message[${JSON.stringify(messageKey)}] = { code: query.get('code'), state: query.get('state'), error: query.get('error'), errorDescription: query.get('error_description') };
  if (window.opener) {
    window.opener.postMessage(message, location.origin);
    window.close();
  } else {
    document.getElementById('message').textContent = 'This page ends a sign-in started from the Try it console of this site. Start it there again.';
  }
})();
</script>
</body>
</html>
`;
}
