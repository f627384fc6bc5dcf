using Microsoft.Extensions.DependencyInjection;

namespace CampaignFunctions.Shared;

public static class RingvaleHttp
{
    public const string ClientName = "ringvale";

    public static IServiceCollection AddRingvale(this IServiceCollection services)
    {
        services.AddHttpClient(ClientName, c =>
        {
            var baseUrl = Environment.GetEnvironmentVariable("RINGVALE_BASE_URL")
                ?? throw new InvalidOperationException("RINGVALE_BASE_URL not set");
            c.BaseAddress = new Uri(baseUrl.TrimEnd('/') + "/");
            c.DefaultRequestHeaders.Add("x-api-key", Environment.GetEnvironmentVariable("RINGVALE_API_KEY"));
            c.Timeout = TimeSpan.FromSeconds(30);
        });
        return services;
    }

    public static HttpRequestMessage WithActingUser(this HttpRequestMessage req, string email)
    {
        req.Headers.TryAddWithoutValidation("X-USER-EMAIL", email);
        return req;
    }
}

public sealed class TransientRingvaleException(string message) : Exception(message);
