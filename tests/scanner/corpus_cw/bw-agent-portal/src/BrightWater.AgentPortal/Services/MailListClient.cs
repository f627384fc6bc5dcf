using System.Net.Http.Headers;
using System.Net.Http.Json;

namespace BrightWater.AgentPortal.Services;

/// <summary>
/// Pushes renewal reminders to the marketing mailer (Postwick). Unrelated to the dialer.
/// </summary>
public sealed class MailListClient
{
    private const string BaseUrl = "https://api.postwick.com/v1/";
    private readonly HttpClient _http;

    public MailListClient(HttpClient http, IConfiguration config)
    {
        _http = http;
        _http.BaseAddress = new Uri(BaseUrl);
        _http.DefaultRequestHeaders.Authorization =
            new AuthenticationHeaderValue("Bearer", config["Postwick:Token"]);
    }

    public async Task AddToListAsync(string listId, string email, CancellationToken ct)
    {
        var response = await _http.PostAsJsonAsync($"contact-lists/{listId}/members", new { email }, ct);
        if (!response.IsSuccessStatusCode)
        {
            var problem = await response.Content.ReadFromJsonAsync<Dictionary<string, string>>(cancellationToken: ct);
            throw new InvalidOperationException(problem?["error"] ?? "mailer error");
        }
    }
}
