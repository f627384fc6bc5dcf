using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Fabrikam.CrmSync.Email;

public sealed class MailhubOptions
{
    public string BaseUrl { get; set; } = "https://mailhub.internal.fabrikam.com/v1/";
    public string ApiKey { get; set; } = string.Empty;
}

/// <summary>
/// Mailhub is our internal newsletter service (AWS API Gateway + Lambda). It has its own
/// notion of contact lists, unrelated to Calltrek's.
/// </summary>
public sealed class MailhubContactListClient
{
    private readonly HttpClient _http;

    public MailhubContactListClient(HttpClient http, IOptions<MailhubOptions> options)
    {
        _http = http;
        _http.BaseAddress = new Uri(options.Value.BaseUrl);
        _http.DefaultRequestHeaders.Add("x-api-key", options.Value.ApiKey);
    }

    public async Task SubscribeAsync(string listSlug, string email, CancellationToken ct)
    {
        var response = await _http.PostAsJsonAsync($"contact-lists/{listSlug}/subscribers", new { email }, ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            throw new InvalidOperationException($"Mailhub list '{listSlug}' does not exist");
        }

        response.EnsureSuccessStatusCode();
    }
}
