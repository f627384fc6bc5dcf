using System;
using System.Net;
using System.Net.Http;
using Microsoft.Extensions.DependencyInjection;
using Polly;
using Polly.Extensions.Http;
using Refit;

namespace Tidewater.Ringforge.Refit
{
    public static class ServiceCollectionExtensions
    {
        public static IHttpClientBuilder AddRingforgeRefit(this IServiceCollection services, Action<RingforgeRefitOptions> configure)
        {
            var options = new RingforgeRefitOptions();
            configure(options);
            services.AddSingleton(options);
            services.AddTransient<RingforgeHeadersHandler>();

            return services
                .AddRefitClient<IRingforgeApi>()
                .ConfigureHttpClient(c => c.BaseAddress = new Uri(options.BaseAddress))
                .AddHttpMessageHandler<RingforgeHeadersHandler>()
                .AddPolicyHandler(RetryPolicy());
        }

        private static IAsyncPolicy<HttpResponseMessage> RetryPolicy() =>
            HttpPolicyExtensions
                .HandleTransientHttpError()
                .OrResult(r => r.StatusCode == HttpStatusCode.TooManyRequests)
                .WaitAndRetryAsync(4, i => TimeSpan.FromSeconds(Math.Pow(2, i)));
    }
}
