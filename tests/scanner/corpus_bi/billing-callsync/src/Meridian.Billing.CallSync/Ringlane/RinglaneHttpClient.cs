using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Meridian.Billing.CallSync.Ringlane;

public sealed class RinglaneHttpClient
{
    private readonly HttpClient _http;
    private readonly ILogger<RinglaneHttpClient> _log;

    public RinglaneHttpClient(HttpClient http, IOptions<RinglaneOptions> options, ILogger<RinglaneHttpClient> log)
    {
        var o = options.Value;
        _http = http;
        _log = log;
        _http.BaseAddress = new Uri(o.BaseUrl);
        _http.Timeout = TimeSpan.FromSeconds(o.TimeoutSeconds);
        _http.DefaultRequestHeaders.Add("x-api-key", o.ApiKey);
        _http.DefaultRequestHeaders.Add("x-user-email", o.ServiceAccountEmail);
    }

    public async Task<IReadOnlyList<ContactListDto>> GetBillingListsAsync(CancellationToken ct)
    {
        using var resp = await _http.GetAsync("contact-lists?tag=billing", ct);
        if (resp.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            _log.LogWarning("Ringlane public API disabled; skipping billing list sync");
            return Array.Empty<ContactListDto>();
        }
        if (!resp.IsSuccessStatusCode)
        {
            var err = await resp.Content.ReadFromJsonAsync<RinglaneError>(cancellationToken: ct);
            throw new RinglaneException((int)resp.StatusCode, err?.Error ?? resp.ReasonPhrase);
        }
        var page = await resp.Content.ReadFromJsonAsync<ContactListPage>(cancellationToken: ct);
        return page?.Items ?? new List<ContactListDto>();
    }
}

public sealed record RinglaneError(string Error, List<RinglaneErrorDetail>? Details);
public sealed record RinglaneErrorDetail(string Path, string Message);
public sealed record ContactListPage(List<ContactListDto> Items, int Page);
public sealed record ContactListDto(string Id, string Name, int ContactsCount);

public sealed class RinglaneException(int status, string? message) : Exception(message)
{
    public int Status { get; } = status;
}
