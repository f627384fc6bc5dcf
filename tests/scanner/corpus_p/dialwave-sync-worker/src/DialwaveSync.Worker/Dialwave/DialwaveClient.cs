using System.Net;
using System.Text.Json;
using Microsoft.Extensions.Options;
using RestSharp;

namespace DialwaveSync.Worker.Dialwave;

public sealed class DialwaveClient : IDisposable
{
    private readonly RestClient _client;
    private readonly DialwaveOptions _options;
    private readonly ILogger<DialwaveClient> _logger;

    public DialwaveClient(IOptions<DialwaveOptions> options, ILogger<DialwaveClient> logger)
    {
        _options = options.Value;
        _logger = logger;
        _client = new RestClient(new RestClientOptions(_options.BaseUrl) { MaxTimeout = 30_000 });
        _client.AddDefaultHeader(DialwaveConstants.ApiKeyHeader, _options.ApiKey);
        _client.AddDefaultHeader(DialwaveConstants.ActingUserHeader, _options.ActingUserEmail);
    }

    public async Task<IReadOnlyList<ContactListDto>> GetContactListsAsync(CancellationToken ct)
    {
        var request = new RestRequest(DialwaveConstants.ContactListsRoute)
            .AddQueryParameter("limit", DialwaveConstants.DefaultPageSize);
        var response = await _client.ExecuteAsync(request, ct);
        EnsureSuccess(response);
        return JsonSerializer.Deserialize<List<ContactListDto>>(response.Content!) ?? new();
    }

    public async Task AppendContactsAsync(string listId, IEnumerable<string> phones, CancellationToken ct)
    {
        var request = new RestRequest($"contact-lists/{listId}/contacts", Method.Post)
            .AddJsonBody(new { phones = phones.ToArray() });
        var response = await _client.ExecuteAsync(request, ct);
        EnsureSuccess(response);
    }

    public async Task RemoveContactAsync(string listId, string phone, CancellationToken ct)
    {
        var request = new RestRequest($"contact-lists/{listId}/contacts/{Uri.EscapeDataString(phone)}", Method.Delete);
        var response = await _client.ExecuteAsync(request, ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            _logger.LogDebug("Contact {Phone} already absent from list {ListId}", phone, listId);
            return;
        }
        EnsureSuccess(response);
    }

    private void EnsureSuccess(RestResponse response)
    {
        if (response.IsSuccessful) return;

        var body = TryParse(response.Content);
        var message = body?.Error ?? response.StatusDescription ?? "unknown error";

        if (body?.Details is { Count: > 0 })
        {
            foreach (var d in body.Details)
                _logger.LogWarning("Dialwave validation: {Path} {Message}", d.Path, d.Message);
        }

        switch (response.StatusCode)
        {
            case HttpStatusCode.BadGateway:
                // identity provider behind Dialwave is flaky; the poller will retry next tick
                throw new DialwaveTransientException(502, message);
            case HttpStatusCode.ServiceUnavailable:
                _logger.LogCritical("Dialwave reports the public API is disabled for this tenant");
                throw new DialwaveApiException(503, message);
            case HttpStatusCode.NotFound when message.Equals("user not found", StringComparison.OrdinalIgnoreCase):
                throw new DialwaveUserNotFoundException(message);
            default:
                throw new DialwaveApiException((int)response.StatusCode, message);
        }
    }

    private static DialwaveErrorBody? TryParse(string? content)
    {
        if (string.IsNullOrWhiteSpace(content)) return null;
        try { return JsonSerializer.Deserialize<DialwaveErrorBody>(content); }
        catch (JsonException) { return null; }
    }

    public void Dispose() => _client.Dispose();
}

public sealed record ContactListDto(string Id, string Name, int ContactCount);
