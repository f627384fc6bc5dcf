module Reports.Settings

open Microsoft.Extensions.Configuration

type CallHarborSettings =
    { BaseUrl: string
      ApiKey: string
      ActingUserEmail: string }

let load () =
    let cfg =
        ConfigurationBuilder()
            .AddJsonFile("appsettings.json", optional = false)
            .AddEnvironmentVariables("REPORTS_")
            .Build()
    let s = cfg.GetSection "CallHarbor"
    { BaseUrl = s.["BaseUrl"]; ApiKey = s.["ApiKey"]; ActingUserEmail = s.["ActingUserEmail"] }
