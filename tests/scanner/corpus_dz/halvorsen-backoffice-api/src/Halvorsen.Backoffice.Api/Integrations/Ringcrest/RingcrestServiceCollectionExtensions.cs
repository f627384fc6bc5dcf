using Microsoft.Extensions.Options;
using Refit;

namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

public static class RingcrestServiceCollectionExtensions
{
    public static IServiceCollection AddRingcrest(this IServiceCollection services, IConfiguration configuration)
    {
        services.AddOptions<RingcrestOptions>()
            .Bind(configuration.GetSection(RingcrestOptions.SectionName))
            .ValidateDataAnnotations()
            .ValidateOnStart();

        services.AddTransient<RingcrestAuthHandler>();

        var retryCount = configuration.GetValue<int?>("Ringcrest:RetryCount") ?? 3;

        services.AddRefitClient<IRingcrestContactListsApi>()
            .ConfigureHttpClient((sp, http) =>
            {
                var opts = sp.GetRequiredService<IOptions<RingcrestOptions>>().Value;
                http.BaseAddress = new Uri(opts.BaseUrl.TrimEnd('/'));
                http.Timeout = TimeSpan.FromSeconds(opts.TimeoutSeconds);
            })
            .AddHttpMessageHandler<RingcrestAuthHandler>()
            .AddPolicyHandler(RingcrestPolicies.Retry(retryCount))
            .AddPolicyHandler(RingcrestPolicies.CircuitBreaker());

        // plain named client for the handful of calls that aren't on the Refit interface yet
        services.AddHttpClient(RingcrestConstants.HttpClientName, (sp, http) =>
            {
                var opts = sp.GetRequiredService<IOptions<RingcrestOptions>>().Value;
                http.BaseAddress = new Uri(opts.BaseUrl.TrimEnd('/') + "/");
            })
            .AddHttpMessageHandler<RingcrestAuthHandler>()
            .AddPolicyHandler(RingcrestPolicies.Retry(retryCount));

        return services;
    }
}
