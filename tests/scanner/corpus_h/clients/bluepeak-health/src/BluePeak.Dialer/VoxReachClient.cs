using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace BluePeak.Dialer;

public sealed record VoxReachError(string Error);

public sealed record ReminderList(int Id, string Name, string? GroupName, int ContactsCount);

public sealed class VoxReachException : Exception
{
    public VoxReachException(string message, HttpStatusCode status, bool transient) : base(message)
    {
        Status = status;
        Transient = transient;
    }

    public HttpStatusCode Status { get; }
    public bool Transient { get; }
}

public sealed class VoxReachClient
{
    private readonly HttpClient _http;
    private readonly ILogger<VoxReachClient> _log;

    public VoxReachClient(HttpClient http, IOptions<VoxReachOptions> options, ILogger<VoxReachClient> log)
    {
        _http = http;
        _log = log;
        var o = options.Value;
        _http.BaseAddress = new Uri(o.BaseUrl);
        _http.Timeout = TimeSpan.FromSeconds(o.TimeoutSeconds);
        _http.DefaultRequestHeaders.Add("x-api-key", o.ApiKey);
        _http.DefaultRequestHeaders.Add("x-user-email", o.ActingUserEmail);
    }

    public async Task<ReminderList> AddPatientsAsync(int listId, IEnumerable<string> phones, CancellationToken ct)
    {
        var response = await _http.PostAsJsonAsync($"contact-lists/{listId}/contacts",
            new { contacts = phones.Select(p => new { phoneNumber = p }) }, ct);
        return await ReadAsync<ReminderList>(response, ct);
    }

    public async Task<IReadOnlyList<ReminderList>> GetListsAsync(CancellationToken ct)
    {
        var response = await _http.GetAsync("contact-lists", ct);
        return await ReadAsync<List<ReminderList>>(response, ct);
    }

    private async Task<T> ReadAsync<T>(HttpResponseMessage response, CancellationToken ct)
    {
        if (response.IsSuccessStatusCode)
        {
            return (await response.Content.ReadFromJsonAsync<T>(cancellationToken: ct))!;
        }

        var err = await response.Content.ReadFromJsonAsync<VoxReachError>(cancellationToken: ct);
        var text = err?.Error ?? response.ReasonPhrase ?? "unknown";

        if (response.StatusCode == HttpStatusCode.NotFound && text == "user not found")
        {
            _log.LogError("Coordinator account is not known to VoxReach");
        }

        var transient = response.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.TooManyRequests;
        throw new VoxReachException(text, response.StatusCode, transient);
    }
}
