using System.Net;
using Polly;
using Polly.Extensions.Http;

namespace BrightWater.AgentPortal.Dialstream;

internal static class DialstreamRetry
{
    // Dialstream answers 502 when its identity provider is down; that clears up in seconds.
    private static readonly HttpStatusCode[] Transient =
    {
        HttpStatusCode.BadGateway,
        HttpStatusCode.TooManyRequests,
        HttpStatusCode.GatewayTimeout,
    };

    public static IAsyncPolicy<HttpResponseMessage> Policy() =>
        Polly.Policy<HttpResponseMessage>
            .Handle<HttpRequestException>()
            .OrResult(r => Transient.Contains(r.StatusCode))
            .WaitAndRetryAsync(3, attempt => TimeSpan.FromMilliseconds(250 * Math.Pow(2, attempt)));
}
