function Get-RingmeshHeaders {
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)] [string] $ApiKey,
        [string] $ActingUser = 'deploy-bot@harborline.com'
    )

    @{
        'x-api-key'    = $ApiKey
        'x-user-email' = $ActingUser
        'Accept'       = 'application/json'
    }
}

function Get-RingmeshUri {
    param([Parameter(Mandatory)] [string] $Path)
    "$script:RingmeshHost/api/public/$script:RingmeshApiVersion/$($Path.TrimStart('/'))"
}
