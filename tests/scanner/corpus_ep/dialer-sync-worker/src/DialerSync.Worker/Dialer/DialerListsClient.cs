using System.Net;
using System.Net.Http.Json;
using DialerSync.Worker.Models;
using Microsoft.Extensions.Options;

namespace DialerSync.Worker.Dialer;

public interface IDialerListsClient
{
    Task<ContactList?> FindByNameAsync(string name, CancellationToken ct);
    Task<ContactList> CreateAsync(string name, CancellationToken ct);
    Task RenameAsync(string listId, string newName, CancellationToken ct);
    Task AppendAsync(string listId, IReadOnlyCollection<string> phones, CancellationToken ct);
    Task RemoveAsync(string listId, string phone, CancellationToken ct);
    Task DeleteAsync(string listId, CancellationToken ct);
}

public sealed class DialerListsClient : IDialerListsClient
{
    private readonly HttpClient _http;
    private readonly DialerOptions _opts;
    private readonly ILogger<DialerListsClient> _log;

    public DialerListsClient(HttpClient http, IOptions<DialerOptions> opts, ILogger<DialerListsClient> log)
    {
        _http = http;
        _opts = opts.Value;
        _log = log;
    }

    public async Task<ContactList?> FindByNameAsync(string name, CancellationToken ct)
    {
        var url = $"{DialerRoutes.Lists}?name={Uri.EscapeDataString(name)}&limit={_opts.PageSize}";
        using var resp = await _http.GetAsync(url, ct);
        await ThrowIfFailedAsync(resp, ct);
        var page = await resp.Content.ReadFromJsonAsync<ContactListPage>(cancellationToken: ct);
        return page?.Items.FirstOrDefault(l => string.Equals(l.Name, name, StringComparison.OrdinalIgnoreCase));
    }

    public async Task<ContactList> CreateAsync(string name, CancellationToken ct)
    {
        using var resp = await _http.PostAsJsonAsync(DialerRoutes.Lists, new { name }, ct);
        await ThrowIfFailedAsync(resp, ct);
        return (await resp.Content.ReadFromJsonAsync<ContactList>(cancellationToken: ct))!;
    }

    public async Task RenameAsync(string listId, string newName, CancellationToken ct)
    {
        using var resp = await _http.PatchAsJsonAsync(DialerRoutes.List(listId), new { name = newName }, ct);
        await ThrowIfFailedAsync(resp, ct);
    }

    public async Task AppendAsync(string listId, IReadOnlyCollection<string> phones, CancellationToken ct)
    {
        foreach (var batch in phones.Chunk(500))
        {
            var payload = new { contacts = batch.Select(p => new { phone = p }) };
            using var resp = await _http.PostAsJsonAsync(DialerRoutes.Contacts(listId), payload, ct);
            await ThrowIfFailedAsync(resp, ct);
            _log.LogDebug("Appended {Count} contacts to {ListId}", batch.Length, listId);
        }
    }

    public async Task RemoveAsync(string listId, string phone, CancellationToken ct)
    {
        using var resp = await _http.DeleteAsync(DialerRoutes.Contact(listId, phone), ct);
        if (resp.StatusCode == HttpStatusCode.NotFound) return;
        await ThrowIfFailedAsync(resp, ct);
    }

    public async Task DeleteAsync(string listId, CancellationToken ct)
    {
        using var resp = await _http.DeleteAsync(DialerRoutes.List(listId), ct);
        await ThrowIfFailedAsync(resp, ct);
    }

    private async Task ThrowIfFailedAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.IsSuccessStatusCode) return;

        var env = await ErrorEnvelope.TryReadAsync(resp, ct);

        if (resp.StatusCode == HttpStatusCode.ServiceUnavailable)
            throw new DialerDisabledException(env?.Error ?? "public API disabled");

        if (resp.StatusCode == HttpStatusCode.NotFound && env?.Error == "user not found")
            throw new InvalidOperationException(
                $"Service account {_opts.ServiceAccountUserId} does not exist in Ringvale - check Okta assignment");

        throw new DialerApiException((int)resp.StatusCode, env?.Error, env?.Details);
    }
}

public sealed class DialerDisabledException(string message) : Exception(message);

public sealed class DialerApiException(int status, string? error, IReadOnlyList<ErrorDetail>? details)
    : Exception($"Ringvale returned {status}: {error}")
{
    public int Status { get; } = status;
    public IReadOnlyList<ErrorDetail> Details { get; } = details ?? Array.Empty<ErrorDetail>();
}
