using Flurl.Http;
using FieldTech.Mobile.Models;
using Microsoft.Extensions.Configuration;

namespace FieldTech.Mobile.Services;

/// <summary>Ringlane v2: click-to-call from a job card. Migrated in 3.2.</summary>
public sealed class CallingApi
{
    private readonly string _baseUrl;
    private readonly string _key;

    public CallingApi(IConfiguration config)
    {
        _baseUrl = config["Calling:BaseUrl"] ?? "https://api.ringlane.io/api/public/v2";
        _key = config["Calling:ApiKey"] ?? string.Empty;
    }

    public async Task<string> StartCallAsync(string technicianEmail, string customerPhone)
    {
        try
        {
            var result = await $"{_baseUrl}/calls"
                .WithOAuthBearerToken(_key)
                .PostJsonAsync(new { agent = new { email = technicianEmail }, to = customerPhone })
                .ReceiveJson<Dictionary<string, object>>();
            return result["id"].ToString()!;
        }
        catch (FlurlHttpException ex)
        {
            var envelope = await ex.GetResponseJsonAsync<CallingProblemEnvelope>();
            switch (envelope?.Error?.Code)
            {
                case "agent_not_found":
                    throw new InvalidOperationException("You don't have a Ringlane seat yet.");
                case "rate_limited":
                    throw new InvalidOperationException("Too many calls - try again in a minute.");
                default:
                    throw new InvalidOperationException(envelope?.Error?.Message ?? ex.Message);
            }
        }
    }
}
