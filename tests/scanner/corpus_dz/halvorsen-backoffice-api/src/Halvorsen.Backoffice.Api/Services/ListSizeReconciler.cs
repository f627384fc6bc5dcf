using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using Halvorsen.Backoffice.Api.Integrations.Ringcrest;

namespace Halvorsen.Backoffice.Api.Services;

/// <summary>
/// Hourly: compares the contact count Ringcrest reports with what we pushed, and flags drift.
/// </summary>
public sealed class ListSizeReconciler : BackgroundService
{
    private readonly IHttpClientFactory _factory;
    private readonly IServiceScopeFactory _scopes;
    private readonly ILogger<ListSizeReconciler> _logger;

    public ListSizeReconciler(IHttpClientFactory factory, IServiceScopeFactory scopes, ILogger<ListSizeReconciler> logger)
    {
        _factory = factory;
        _scopes = scopes;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromHours(1));
        while (await timer.WaitForNextTickAsync(stoppingToken))
        {
            await using var scope = _scopes.CreateAsyncScope();
            var pushes = scope.ServiceProvider.GetRequiredService<IPushLedger>();

            foreach (var push in await pushes.OpenAsync(stoppingToken))
            {
                await CheckAsync(push, stoppingToken);
            }
        }
    }

    private async Task CheckAsync(PushRecord push, CancellationToken ct)
    {
        var http = _factory.CreateClient(RingcrestConstants.HttpClientName);
        using var req = new HttpRequestMessage(HttpMethod.Get, $"contact-lists/{push.RingcrestListId}");
        req.Headers.Add("x-user-id", push.OwnerIdpUserId);

        using var resp = await http.SendAsync(req, ct);
        if (resp.IsSuccessStatusCode)
        {
            var list = await resp.Content.ReadFromJsonAsync<RingcrestContactList>(cancellationToken: ct);
            if (list is not null && list.ContactCount != push.PushedCount)
                _logger.LogWarning("List {List} drifted: pushed {Pushed}, Ringcrest has {Actual}", list.Id, push.PushedCount, list.ContactCount);
            return;
        }

        using var doc = JsonDocument.Parse(await resp.Content.ReadAsStringAsync(ct));
        var error = doc.RootElement.TryGetProperty("error", out var e) ? e.GetString() : null;

        if (resp.StatusCode == HttpStatusCode.NotFound && error == "user not found")
        {
            _logger.LogWarning("Owner {Owner} of push {Push} no longer has a Ringcrest seat", push.OwnerIdpUserId, push.Id);
        }
        else if (resp.StatusCode == HttpStatusCode.BadGateway)
        {
            _logger.LogInformation("Ringcrest IdP unavailable, skipping {List} this round", push.RingcrestListId);
        }
        else
        {
            _logger.LogError("Reconcile {List} failed: {Status} {Error}", push.RingcrestListId, (int)resp.StatusCode, error);
        }
    }
}
