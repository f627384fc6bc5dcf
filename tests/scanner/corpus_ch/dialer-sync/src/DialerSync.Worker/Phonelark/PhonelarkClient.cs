using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace DialerSync.Worker.Phonelark;

public sealed class PhonelarkClient
{
    private readonly HttpClient _http;
    private readonly ILogger<PhonelarkClient> _log;

    public PhonelarkClient(HttpClient http, IOptions<PhonelarkOptions> options, ILogger<PhonelarkClient> log)
    {
        _http = http;
        _log = log;
        var o = options.Value;
        _http.BaseAddress = new Uri(o.BaseUrl);
        _http.DefaultRequestHeaders.Add(PhonelarkHeaders.ApiKey, o.ApiKey);
        _http.DefaultRequestHeaders.Add(PhonelarkHeaders.ActingUser, o.ActingUserId);
    }

    public async Task<IReadOnlyList<ContactListDto>> GetListsAsync(CancellationToken ct)
    {
        using var res = await _http.GetAsync("contact-lists", ct);
        await EnsureOk(res, ct);
        return await res.Content.ReadFromJsonAsync<List<ContactListDto>>(cancellationToken: ct) ?? new();
    }

    public async Task AppendAsync(string listId, IEnumerable<ContactDto> contacts, CancellationToken ct)
    {
        using var res = await _http.PostAsJsonAsync($"contact-lists/{listId}/contacts", new { contacts }, ct);
        await EnsureOk(res, ct);
    }

    public async Task RemoveAsync(string listId, string phone, CancellationToken ct)
    {
        using var res = await _http.DeleteAsync($"contact-lists/{listId}/contacts/{Uri.EscapeDataString(phone)}", ct);
        if (res.StatusCode == HttpStatusCode.NotFound) return;
        await EnsureOk(res, ct);
    }

    private async Task EnsureOk(HttpResponseMessage res, CancellationToken ct)
    {
        if (res.IsSuccessStatusCode) return;

        var body = await res.Content.ReadFromJsonAsync<PhonelarkErrorBody>(cancellationToken: ct);
        var message = body?.Error ?? res.ReasonPhrase ?? "unknown";

        if (res.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            _log.LogCritical("Phonelark says the public API is disabled for this tenant: {Message}", message);
        }

        foreach (var d in body?.Details ?? Array.Empty<PhonelarkErrorDetail>())
        {
            _log.LogWarning("Phonelark validation {Path}: {Message}", d.Path, d.Message);
        }

        throw new PhonelarkApiException((int)res.StatusCode, message);
    }
}

public sealed record ContactListDto(string Id, string Name, int Size);
public sealed record ContactDto(string Phone, string? FirstName, string? Postcode);
