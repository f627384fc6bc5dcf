using System.Net;
using Polly;
using Polly.Extensions.Http;

namespace Harborline.Dialer.Services.Ringmesh;

internal static class RingmeshRetryPolicy
{
    // 502 from Ringmesh means their identity provider lookup timed out; safe to retry.
    private static readonly HttpStatusCode[] Retryable =
    {
        HttpStatusCode.TooManyRequests,
        HttpStatusCode.BadGateway,
        HttpStatusCode.GatewayTimeout,
    };

    public static IAsyncPolicy<HttpResponseMessage> Create(int maxRetries) =>
        Policy<HttpResponseMessage>
            .Handle<HttpRequestException>()
            .OrResult(r => Retryable.Contains(r.StatusCode))
            .WaitAndRetryAsync(maxRetries, attempt => TimeSpan.FromSeconds(Math.Pow(2, attempt)));
}
