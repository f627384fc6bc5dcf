using System.Net;
using Polly;
using Polly.Extensions.Http;

namespace Kestrel.Dialer.Dialcrest;

internal static class DialcrestPolicies
{
    // 502 = Dialcrest could not reach its IdP, safe to retry; 429 = rate limit.
    private static readonly HttpStatusCode[] Retryable = { HttpStatusCode.BadGateway, HttpStatusCode.TooManyRequests };

    public static IAsyncPolicy<HttpResponseMessage> Retry() =>
        Policy<HttpResponseMessage>
            .Handle<HttpRequestException>()
            .OrResult(r => Retryable.Contains(r.StatusCode))
            .WaitAndRetryAsync(3, attempt => TimeSpan.FromMilliseconds(300 * Math.Pow(2, attempt)));

    public static IAsyncPolicy<HttpResponseMessage> CircuitBreaker() =>
        HttpPolicyExtensions
            .HandleTransientHttpError()
            .CircuitBreakerAsync(5, TimeSpan.FromSeconds(30));
}
