using DialerSync.Worker.Options;
using Flurl;
using Flurl.Http;
using Microsoft.Extensions.Options;
using Newtonsoft.Json;

namespace DialerSync.Worker.Crm;

public sealed record Campaign(string Id, string Code, string Status);

/// <summary>Our own CRM backend (Brightpath "HomeBase"). Not Ringlane.</summary>
public sealed class CrmApiClient
{
    private readonly CrmOptions _options;

    public CrmApiClient(IOptions<CrmOptions> options) => _options = options.Value;

    private IFlurlRequest Request(params object[] segments) =>
        _options.BaseUrl
            .AppendPathSegments(segments)
            .WithHeader("X-User-Id", _options.ServiceUserId)
            .WithHeader("X-User-Email", "dialer-sync@brightpathhome.com")
            .WithTimeout(TimeSpan.FromSeconds(20));

    public Task<List<Campaign>> GetOpenCampaignsAsync(CancellationToken ct) =>
        Request("campaigns").SetQueryParam("status", "open").GetJsonAsync<List<Campaign>>(cancellationToken: ct);

    public async Task<IReadOnlyList<string>> GetCampaignPhonesAsync(string campaignId, CancellationToken ct)
    {
        var result = await Request("campaigns", campaignId, "contact-lists", "primary")
            .GetJsonAsync<CampaignContacts>(cancellationToken: ct);
        return result.Phones;
    }

    public async Task<IReadOnlyList<string>> GetOptOutsAsync(string campaignId, CancellationToken ct)
    {
        try
        {
            return await Request("campaigns", campaignId, "opt-outs").GetJsonAsync<List<string>>(cancellationToken: ct);
        }
        catch (FlurlHttpException ex) when (ex.StatusCode == 404)
        {
            var err = await ex.GetResponseJsonAsync<CrmError>();
            if (err?.Error == "campaign not found")
            {
                return Array.Empty<string>();
            }
            throw;
        }
    }

    private sealed class CampaignContacts
    {
        [JsonProperty("phones")] public List<string> Phones { get; set; } = new();
    }

    private sealed class CrmError
    {
        [JsonProperty("error")] public string? Error { get; set; }
    }
}
