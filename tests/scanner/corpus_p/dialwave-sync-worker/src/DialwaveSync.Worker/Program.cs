using System.Net;
using DialwaveSync.Worker;
using DialwaveSync.Worker.Audit;
using DialwaveSync.Worker.Dialwave;
using Microsoft.Extensions.Options;
using Polly;
using Polly.Extensions.Http;
using Refit;

var host = Host.CreateDefaultBuilder(args)
    .ConfigureServices((ctx, services) =>
    {
        services.Configure<DialwaveOptions>(ctx.Configuration.GetSection(DialwaveOptions.Section));
        services.AddSingleton<DialwaveClient>();

        var dialwaveRetry = Policy<HttpResponseMessage>
            .HandleResult(r => r.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.TooManyRequests)
            .WaitAndRetryAsync(3, attempt => TimeSpan.FromSeconds(Math.Pow(2, attempt)));

        services.AddRefitClient<IDialwaveCallsApi>()
            .ConfigureHttpClient((sp, c) =>
            {
                var o = sp.GetRequiredService<IOptions<DialwaveOptions>>().Value;
                c.BaseAddress = new Uri(o.BaseUrl);
                c.DefaultRequestHeaders.Add(DialwaveConstants.ApiKeyHeader, o.ApiKey);
            })
            .AddPolicyHandler(dialwaveRetry);

        services.AddHttpClient<AuditClient>()
            .AddPolicyHandler(HttpPolicyExtensions.HandleTransientHttpError()
                .WaitAndRetryAsync(2, _ => TimeSpan.FromSeconds(1)));

        services.AddHostedService<ContactListSyncWorker>();
    })
    .Build();

await host.RunAsync();
