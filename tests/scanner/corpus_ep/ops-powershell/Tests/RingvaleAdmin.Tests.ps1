BeforeAll {
    Import-Module (Join-Path $PSScriptRoot '..' 'RingvaleAdmin' 'RingvaleAdmin.psd1') -Force
}

Describe 'RingvaleAdmin' {
    BeforeEach {
        InModuleScope RingvaleAdmin {
            $script:RvConfig = @{
                BaseUri  = 'https://sandbox.api.ringvale.com/api/public/v1'
                ApiKey   = 'pester-fake-key'
                ActingAs = 'qa@tessaline.io'
            }
        }
    }

    It 'Get-RvContactList calls the list endpoint' {
        Mock -ModuleName RingvaleAdmin Invoke-RestMethod { [pscustomobject]@{ items = @() } }

        Get-RvContactList | Out-Null

        Should -Invoke -ModuleName RingvaleAdmin Invoke-RestMethod -Times 1 -ParameterFilter {
            $Uri -like '*/contact-lists?limit=500' -and $Method -eq 'GET'
        }
    }

    It 'throws a friendly message when the server returns 503' {
        Mock -ModuleName RingvaleAdmin Invoke-RestMethod {
            $resp = [System.Net.Http.HttpResponseMessage]::new([System.Net.HttpStatusCode]::ServiceUnavailable)
            throw [Microsoft.PowerShell.Commands.HttpResponseException]::new('Service Unavailable', $resp)
        }
        { Get-RvContactList } | Should -Throw '*disabled*'
    }
}
