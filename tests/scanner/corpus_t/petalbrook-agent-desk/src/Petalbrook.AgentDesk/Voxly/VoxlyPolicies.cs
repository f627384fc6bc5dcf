using System.Net;
using Polly;
using Polly.Extensions.Http;

namespace Petalbrook.AgentDesk.Voxly;

public static class VoxlyPolicies
{
    // 502 from Voxly = their Okta lookup failed; safe to retry. 503 means the API is switched off, never retry.
    private static readonly HttpStatusCode[] Retryable =
    {
        HttpStatusCode.TooManyRequests,
        HttpStatusCode.BadGateway,
    };

    public static IAsyncPolicy<HttpResponseMessage> Retry() =>
        Policy<HttpResponseMessage>
            .Handle<HttpRequestException>()
            .OrResult(r => Retryable.Contains(r.StatusCode))
            .WaitAndRetryAsync(3, attempt => TimeSpan.FromMilliseconds(250 * Math.Pow(2, attempt)));

    public static IAsyncPolicy<HttpResponseMessage> ClaimsRetry() =>
        HttpPolicyExtensions
            .HandleTransientHttpError()
            .OrResult(r => r.StatusCode == HttpStatusCode.ServiceUnavailable)
            .WaitAndRetryAsync(2, _ => TimeSpan.FromSeconds(1));
}
