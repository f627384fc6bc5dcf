using System.Net;
using CrmSync.Worker;
using CrmSync.Worker.Email;
using CrmSync.Worker.Internal;
using CrmSync.Worker.Ringlane;
using CrmSync.Worker.Sync;
using Microsoft.Extensions.Http.Resilience;
using Microsoft.Extensions.Options;
using Polly;
using Refit;

var builder = Host.CreateApplicationBuilder(args);

builder.Configuration.AddUserSecrets<Program>(optional: true);

builder.Services
    .AddOptions<RinglaneOptions>()
    .Bind(builder.Configuration.GetSection(RinglaneOptions.SectionName))
    .ValidateDataAnnotations()
    .ValidateOnStart();

builder.Services.AddSingleton<IActingUserAccessor, AmbientActingUserAccessor>();
builder.Services.AddTransient<RinglaneAuthHandler>();

// Ringlane returns 502 while its identity provider is flapping; those are safe to retry.
var ringlaneTransient = new[]
{
    HttpStatusCode.RequestTimeout,
    HttpStatusCode.TooManyRequests,
    HttpStatusCode.BadGateway,
    HttpStatusCode.GatewayTimeout,
};

builder.Services
    .AddRefitClient<IRinglaneContactListsApi>()
    .ConfigureHttpClient((sp, http) =>
    {
        var opts = sp.GetRequiredService<IOptions<RinglaneOptions>>().Value;
        http.BaseAddress = new Uri(opts.BaseUrl);
        http.Timeout = opts.Timeout;
    })
    .AddHttpMessageHandler<RinglaneAuthHandler>()
    .AddResilienceHandler("ringlane-pipeline", pipeline =>
    {
        pipeline.AddRetry(new HttpRetryStrategyOptions
        {
            MaxRetryAttempts = 4,
            BackoffType = DelayBackoffType.Exponential,
            UseJitter = true,
            ShouldHandle = args => ValueTask.FromResult(
                args.Outcome.Exception is HttpRequestException ||
                (args.Outcome.Result is { } r && ringlaneTransient.Contains(r.StatusCode))),
        });
        pipeline.AddTimeout(TimeSpan.FromSeconds(10));
    });

// Internal pricing service behind API Management; unrelated to Ringlane.
builder.Services.AddHttpClient<PricingApiClient>(http =>
{
    http.BaseAddress = new Uri(builder.Configuration["Pricing:BaseUrl"]!);
    http.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["Pricing:ApiKey"]);
})
.AddStandardResilienceHandler(o =>
{
    o.Retry.ShouldHandle = args => ValueTask.FromResult(
        args.Outcome.Result?.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable);
});

builder.Services.AddSingleton<SendGridContactsClient>();
builder.Services.AddHostedService<ContactListSyncJob>();

var host = builder.Build();
host.Run();
