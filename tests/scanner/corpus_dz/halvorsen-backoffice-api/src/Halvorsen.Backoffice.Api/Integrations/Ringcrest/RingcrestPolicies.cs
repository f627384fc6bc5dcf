using System.Net;
using Polly;
using Polly.Extensions.Http;

namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

internal static class RingcrestPolicies
{
    // Ringcrest returns 502 when its identity provider can't be reached; that one is worth retrying.
    // 503 means the public API has been switched off for our tenant -> do NOT retry, alert instead.
    private static readonly HttpStatusCode[] TransientForRingcrest =
    {
        HttpStatusCode.BadGateway,
        HttpStatusCode.GatewayTimeout,
        HttpStatusCode.TooManyRequests,
    };

    public static IAsyncPolicy<HttpResponseMessage> Retry(int retryCount) =>
        Policy<HttpResponseMessage>
            .Handle<HttpRequestException>()
            .OrResult(r => TransientForRingcrest.Contains(r.StatusCode))
            .WaitAndRetryAsync(
                retryCount,
                attempt => TimeSpan.FromMilliseconds(250 * Math.Pow(2, attempt)),
                (outcome, delay, attempt, _) =>
                    Serilog.Log.Warning("Ringcrest call failed with {Status}, retry {Attempt} in {Delay}",
                        outcome.Result?.StatusCode, attempt, delay));

    public static IAsyncPolicy<HttpResponseMessage> CircuitBreaker() =>
        HttpPolicyExtensions
            .HandleTransientHttpError()
            .CircuitBreakerAsync(5, TimeSpan.FromSeconds(30));
}
