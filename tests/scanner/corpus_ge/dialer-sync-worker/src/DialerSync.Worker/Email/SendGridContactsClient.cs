using System.Net;
using System.Net.Http.Headers;
using DialerSync.Worker.Options;
using Microsoft.Extensions.Options;
using Newtonsoft.Json;

namespace DialerSync.Worker.Email;

/// <summary>Mirrors opted-in customers into the SendGrid marketing contact list.</summary>
public sealed class SendGridContactsClient
{
    private readonly HttpClient _http;
    private readonly SendGridOptions _options;

    public SendGridContactsClient(HttpClient http, IOptions<SendGridOptions> options)
    {
        _http = http;
        _options = options.Value;
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", _options.ApiKey);
    }

    public async Task UpsertAsync(IEnumerable<(string Email, string Phone)> people, CancellationToken ct)
    {
        var body = new
        {
            list_ids = new[] { _options.MarketingListId },
            contacts = people.Select(p => new { email = p.Email, phone_number = p.Phone }),
        };
        var content = new StringContent(JsonConvert.SerializeObject(body), System.Text.Encoding.UTF8, "application/json");
        using var response = await _http.PutAsync("marketing/contacts", content, ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            throw new InvalidOperationException($"SendGrid contact list {_options.MarketingListId} not found");
        }
        if (!response.IsSuccessStatusCode)
        {
            var err = JsonConvert.DeserializeObject<SendGridErrors>(await response.Content.ReadAsStringAsync(ct));
            throw new HttpRequestException(string.Join(", ", err?.Errors.Select(e => $"{e.Field}: {e.Message}") ?? Array.Empty<string>()));
        }
    }

    public async Task<string?> FindListIdAsync(string name, CancellationToken ct)
    {
        var json = await _http.GetStringAsync("marketing/lists?page_size=100", ct);
        dynamic? lists = JsonConvert.DeserializeObject(json);
        foreach (var l in lists?.result ?? Enumerable.Empty<dynamic>())
        {
            if ((string)l.name == name) return (string)l.id;
        }
        return null;
    }

    private sealed class SendGridErrors
    {
        [JsonProperty("errors")] public List<SendGridError> Errors { get; set; } = new();
    }

    private sealed class SendGridError
    {
        [JsonProperty("field")] public string? Field { get; set; }
        [JsonProperty("message")] public string? Message { get; set; }
    }
}
