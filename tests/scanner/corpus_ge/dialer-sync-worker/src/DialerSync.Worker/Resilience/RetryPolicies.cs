using System.Net;
using Polly;
using Polly.Extensions.Http;

namespace DialerSync.Worker.Resilience;

internal static class RetryPolicies
{
    // Ringlane returns 502 when its IdP lookup times out; 429 when we exceed 10 rps.
    private static readonly HttpStatusCode[] RinglaneRetryable =
    {
        HttpStatusCode.BadGateway, (HttpStatusCode)429, HttpStatusCode.GatewayTimeout,
    };

    public static IAsyncPolicy<HttpResponseMessage> ForRinglane() =>
        Policy<HttpResponseMessage>
            .Handle<HttpRequestException>()
            .OrResult(r => RinglaneRetryable.Contains(r.StatusCode))
            .WaitAndRetryAsync(4, attempt => TimeSpan.FromSeconds(Math.Pow(2, attempt)));

    // SendGrid / internal services: standard transient set (5xx, 408).
    public static IAsyncPolicy<HttpResponseMessage> ForInternal() =>
        HttpPolicyExtensions
            .HandleTransientHttpError()
            .OrResult(r => r.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
            .WaitAndRetryAsync(3, attempt => TimeSpan.FromMilliseconds(250 * attempt));
}
