using System.Configuration;
using Microsoft.Extensions.Configuration;

namespace Brightline.AgentTool.Services;

public sealed class HarborSettings
{
    public string BaseUrl { get; init; } = "";
    public string ApiKey { get; init; } = "";
    public int TimeoutSeconds { get; init; } = 20;
    public int RetryCount { get; init; } = 3;

    public static HarborSettings Load(IConfiguration json)
    {
        var section = json.GetSection("CallHarbor");
        var fromAppConfig = ConfigurationManager.AppSettings["CallHarbor.BaseUrl"];
        var baseUrl = !string.IsNullOrEmpty(fromAppConfig)
            ? fromAppConfig
            : string.Format(section["PathTemplate"]!, section["Host"], section["ApiVersion"]);

        return new HarborSettings
        {
            BaseUrl = baseUrl,
            ApiKey = Environment.GetEnvironmentVariable("CALLHARBOR_API_KEY")
                     ?? ConfigurationManager.AppSettings["CallHarbor.ApiKey"]
                     ?? "",
            TimeoutSeconds = section.GetValue("TimeoutSeconds", 20),
            RetryCount = section.GetValue("RetryCount", 3),
        };
    }
}
