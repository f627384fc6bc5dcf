using System.Net;
using System.Net.Http.Json;
using Polly;
using Polly.Retry;

namespace DialerAdmin.Services;

/// <summary>
/// CSV upload on the admin: creates a Ringlane contact list and pushes the phones in batches.
/// Uses a named client so it can share the handler pool with the typed client.
/// </summary>
public sealed class ContactImportService
{
    private const string ActingUserIdHeader = "x-user-id";
    private const int BatchSize = 500;

    private readonly IHttpClientFactory _factory;
    private readonly ResiliencePipeline<HttpResponseMessage> _pipeline;

    public ContactImportService(IHttpClientFactory factory)
    {
        _factory = factory;
        _pipeline = new ResiliencePipelineBuilder<HttpResponseMessage>()
            .AddRetry(new RetryStrategyOptions<HttpResponseMessage>
            {
                MaxRetryAttempts = 3,
                Delay = TimeSpan.FromSeconds(2),
                BackoffType = DelayBackoffType.Exponential,
                ShouldHandle = new PredicateBuilder<HttpResponseMessage>()
                    .Handle<HttpRequestException>()
                    .HandleResult(r => r.StatusCode == HttpStatusCode.BadGateway)
                    .HandleResult(r => r.StatusCode == HttpStatusCode.TooManyRequests),
            })
            .Build();
    }

    public async Task<string> ImportAsync(string ringlaneUserId, string listName, IReadOnlyList<string> phones, CancellationToken ct)
    {
        var http = _factory.CreateClient("ringlane");

        var created = await _pipeline.ExecuteAsync(async token =>
        {
            var req = new HttpRequestMessage(HttpMethod.Post, "contact-lists")
            {
                Content = JsonContent.Create(new { name = listName }),
            };
            req.Headers.Add(ActingUserIdHeader, ringlaneUserId);
            return await http.SendAsync(req, token);
        }, ct);

        if (created.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            throw new InvalidOperationException("Ringlane API is disabled for this workspace; imports are paused.");
        }
        created.EnsureSuccessStatusCode();
        var list = (await created.Content.ReadFromJsonAsync<CreatedList>(cancellationToken: ct))!;

        foreach (var batch in phones.Chunk(BatchSize))
        {
            using var resp = await _pipeline.ExecuteAsync(async token =>
            {
                var req = new HttpRequestMessage(HttpMethod.Post, $"contact-lists/{list.Id}/contacts")
                {
                    Content = JsonContent.Create(new { phones = batch }),
                };
                req.Headers.Add(ActingUserIdHeader, ringlaneUserId);
                return await http.SendAsync(req, token);
            }, ct);

            if (!resp.IsSuccessStatusCode)
            {
                var err = await resp.Content.ReadFromJsonAsync<Dictionary<string, object>>(cancellationToken: ct);
                throw new InvalidOperationException($"Import failed at batch: {err?["error"]}");
            }
        }

        return list.Id;
    }

    private sealed record CreatedList(string Id, string Name);
}
