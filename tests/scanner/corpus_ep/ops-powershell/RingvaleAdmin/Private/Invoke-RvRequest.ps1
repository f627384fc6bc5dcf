function Invoke-RvRequest {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)]
        [ValidateSet('GET', 'POST', 'PATCH', 'DELETE')]
        [string] $Method,

        [Parameter(Mandatory)]
        [string] $Path,

        [object] $Body,

        [string] $ActingEmail = $script:RvConfig.ActingAs,

        # Okta id instead of email, for service accounts without a mailbox
        [string] $ActingUserId
    )

    if (-not $script:RvConfig.ApiKey) {
        throw 'RINGVALE_API_KEY is not set. Export it before importing the module.'
    }

    $headers = @{
        'X-Api-Key'    = $script:RvConfig.ApiKey
        'X-User-Email' = $ActingEmail
    }

    if ($ActingUserId) {
        $headers.Remove('X-User-Email')
        $headers['x-user-id'] = $ActingUserId
    }

    $params = @{
        Method      = $Method
        Uri         = '{0}/{1}' -f $script:RvConfig.BaseUri.TrimEnd('/'), $Path.TrimStart('/')
        Headers     = $headers
        ContentType = 'application/json'
    }
    if ($PSBoundParameters.ContainsKey('Body')) {
        $params.Body = $Body | ConvertTo-Json -Depth 6
    }

    $attempt = 0
    while ($true) {
        $attempt++
        try {
            return Invoke-RestMethod @params
        }
        catch {
            $status = [int]$_.Exception.Response.StatusCode
            $rvError = ConvertFrom-RvError -ErrorRecord $_

            if ($status -eq 502 -and $attempt -lt 4) {
                Write-Verbose "Ringvale could not reach its IdP (attempt $attempt); backing off"
                Start-Sleep -Seconds ([math]::Pow(2, $attempt))
                continue
            }
            if ($status -eq 503) {
                throw "Ringvale public API is disabled on the server: $($rvError.Message)"
            }
            if ($status -eq 404 -and $rvError.UserMissing) {
                throw "Acting user '$ActingEmail' does not exist in Ringvale."
            }
            throw $rvError.Exception
        }
    }
}
