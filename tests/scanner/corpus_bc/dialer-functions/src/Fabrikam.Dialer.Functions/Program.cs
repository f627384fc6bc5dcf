using System.Net;
using Azure.Identity;
using Fabrikam.Dialer.Functions.Calltrek;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Http.Resilience;
using Microsoft.Graph;
using Polly;
using Refit;

var host = new HostBuilder()
    .ConfigureFunctionsWorkerDefaults()
    .ConfigureServices((ctx, services) =>
    {
        services.AddApplicationInsightsTelemetryWorkerService();
        services.ConfigureFunctionsApplicationInsights();

        services.AddTransient<CalltrekAuthHandler>();

        services.AddRefitClient<ICalltrekApi>()
            .ConfigureHttpClient(c => c.BaseAddress = new Uri(ctx.Configuration["Calltrek:BaseUrl"]!))
            .AddHttpMessageHandler<CalltrekAuthHandler>()
            .AddResilienceHandler("calltrek", pipeline =>
            {
                pipeline.AddRetry(new HttpRetryStrategyOptions
                {
                    MaxRetryAttempts = 4,
                    BackoffType = DelayBackoffType.Exponential,
                    ShouldHandle = args => ValueTask.FromResult(
                        args.Outcome.Result?.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.TooManyRequests),
                });
            });

        // Internal APIM in front of the pricing service — standard pipeline is fine here.
        services.AddHttpClient("pricing", c =>
            {
                c.BaseAddress = new Uri("https://apim.fabrikam.internal/pricing/v1/");
                c.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", ctx.Configuration["Pricing:SubscriptionKey"]);
            })
            .AddStandardResilienceHandler();

        services.AddSingleton(_ => new GraphServiceClient(new DefaultAzureCredential()));
    })
    .Build();

host.Run();
