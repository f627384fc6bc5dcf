using System.Net;
using Polly;
using Polly.Contrib.WaitAndRetry;
using Polly.Extensions.Http;

namespace DialerSync.Worker.Policies;

public static class HttpPolicies
{
    // Ringvale answers 502 when its IdP lookup for the acting user times out.
    // Those are safe to retry; 503 means the public API was switched off - don't retry that.
    private static readonly HttpStatusCode[] DialerTransient =
    {
        HttpStatusCode.RequestTimeout,
        HttpStatusCode.TooManyRequests,
        HttpStatusCode.BadGateway,
        HttpStatusCode.GatewayTimeout,
    };

    public static IAsyncPolicy<HttpResponseMessage> DialerRetry() =>
        Policy<HttpResponseMessage>
            .Handle<HttpRequestException>()
            .OrResult(r => DialerTransient.Contains(r.StatusCode))
            .WaitAndRetryAsync(Backoff.DecorrelatedJitterBackoffV2(TimeSpan.FromMilliseconds(500), retryCount: 4));

    // CRM sits behind Azure Front Door; its 502/503s are just slot swaps.
    public static IAsyncPolicy<HttpResponseMessage> CrmRetry() =>
        HttpPolicyExtensions
            .HandleTransientHttpError()
            .OrResult(r => r.StatusCode == HttpStatusCode.ServiceUnavailable)
            .WaitAndRetryAsync(3, attempt => TimeSpan.FromSeconds(Math.Pow(2, attempt)));

    public static IAsyncPolicy<HttpResponseMessage> Timeout(TimeSpan timeout) =>
        Policy.TimeoutAsync<HttpResponseMessage>(timeout);
}
