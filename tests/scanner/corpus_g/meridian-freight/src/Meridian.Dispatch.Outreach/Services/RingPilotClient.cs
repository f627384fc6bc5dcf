using System.Net;
using System.Net.Http.Json;
using Meridian.Dispatch.Outreach.Dtos;
using Meridian.Dispatch.Outreach.Infrastructure;
using Microsoft.Extensions.Options;

namespace Meridian.Dispatch.Outreach.Services;

public sealed class RingPilotClient : IRingPilotClient
{
    private readonly HttpClient _http;
    private readonly RingPilotOptions _options;
    private readonly ILogger<RingPilotClient> _log;

    public RingPilotClient(HttpClient http, IOptions<RingPilotOptions> options, ILogger<RingPilotClient> log)
    {
        _http = http;
        _options = options.Value;
        _log = log;
        _http.BaseAddress = new Uri(_options.BaseUrl);
        _http.DefaultRequestHeaders.Add(RingPilotOptions.KeyHeader, _options.ApiKey);
    }

    public async Task<ContactListResponse> CreateDriverListAsync(
        string dispatcherEmail, CreateContactListRequest body, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, "contact-lists")
        {
            Content = JsonContent.Create(body)
        };
        req.Headers.Add("X-User-Email", dispatcherEmail);
        return await SendAsync<ContactListResponse>(req, ct);
    }

    public async Task<ContactListResponse> RenameListAsync(int listId, RenameContactListRequest body, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Patch, $"contact-lists/{listId}")
        {
            Content = JsonContent.Create(body)
        };
        req.Headers.Add(RingPilotOptions.ActingUserHeader, _options.DefaultOwnerEmail);
        return await SendAsync<ContactListResponse>(req, ct);
    }

    public async Task RemoveDriverByPhoneAsync(int listId, string phone, CancellationToken ct)
    {
        var path = $"contact-lists/{listId}/contacts/by-phone/{Uri.EscapeDataString(phone)}";
        using var req = new HttpRequestMessage(HttpMethod.Delete, path);
        req.Headers.Add(RingPilotOptions.ActingUserHeader, _options.DefaultOwnerEmail);
        await SendAsync<object>(req, ct);
    }

    private async Task<T> SendAsync<T>(HttpRequestMessage req, CancellationToken ct)
    {
        req.Headers.Add(RingPilotOptions.CorrelationHeader, Guid.NewGuid().ToString("N"));
        using var resp = await _http.SendAsync(req, ct);

        if (resp.IsSuccessStatusCode)
        {
            return (await resp.Content.ReadFromJsonAsync<T>(cancellationToken: ct))!;
        }

        var err = await resp.Content.ReadFromJsonAsync<RingPilotErrorBody>(cancellationToken: ct);
        _log.LogWarning("Dialer call {Method} {Path} failed: {Status} {Error}",
            req.Method, req.RequestUri, (int)resp.StatusCode, err?.Error);

        if (resp.StatusCode == HttpStatusCode.BadGateway)
        {
            // their identity lookup flaked, worth a retry
            throw new RingPilotTransientException("dialer identity lookup unavailable");
        }

        switch (resp.StatusCode)
        {
            case HttpStatusCode.ServiceUnavailable:
                throw new RingPilotDisabledException("Dialer API is switched off for our account");
            case HttpStatusCode.NotFound when err?.IsUserNotFound == true:
                throw new DispatcherNotProvisionedException(req.Headers.ToString());
            case HttpStatusCode.TooManyRequests:
                throw new RingPilotTransientException("rate limited");
            default:
                throw new RingPilotException($"Dialer error {(int)resp.StatusCode}: {err?.Error}");
        }
    }
}
