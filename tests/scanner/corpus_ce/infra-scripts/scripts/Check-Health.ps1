# Pings our own services and Callvane v2 and prints a table for the morning stand-up.
$targets = @(
    @{ Name = "hp-core";     Url = "https://core.harborpine.com/api/v1/healthz" },
    @{ Name = "gateway";     Url = "https://gw.harborpine.com/v1/ping" },
    @{ Name = "callvane-v2"; Url = "https://api.callvane.io/api/public/v2/health" }
)
foreach ($t in $targets) {
    try {
        $r = Invoke-WebRequest -Uri $t.Url -UseBasicParsing -TimeoutSec 10
        $code = $r.StatusCode
    } catch {
        $code = $_.Exception.Response.StatusCode.value__
    }
    $state = switch ($code) { 200 { "OK" } 502 { "BAD GATEWAY" } 503 { "MAINTENANCE" } default { "DOWN" } }
    "{0,-12} {1,4} {2}" -f $t.Name, $code, $state
}
