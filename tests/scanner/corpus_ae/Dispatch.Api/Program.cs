using System.Net;
using Dispatch.Api.Clients;
using Dispatch.Api.Middleware;
using Dispatch.Api.Services;
using Microsoft.Extensions.Options;
using Polly;
using Polly.Extensions.Http;
using Refit;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<CallvaneOptions>(builder.Configuration.GetSection("Callvane"));
builder.Services.AddControllers();
builder.Services.AddHostedService<ContactListSyncService>();

builder.Services.AddRefitClient<ICallvaneApi>()
    .ConfigureHttpClient((sp, http) =>
    {
        var opts = sp.GetRequiredService<IOptions<CallvaneOptions>>().Value;
        http.BaseAddress = new Uri(opts.BaseUrl);
        http.DefaultRequestHeaders.Add("x-api-key", opts.ApiKey);
        http.DefaultRequestHeaders.Add("x-user-email", opts.ActingUserEmail);
        http.Timeout = TimeSpan.FromSeconds(20);
    })
    .AddPolicyHandler(CallvaneRetryPolicy());

builder.Services.AddRefitClient<ITelemetryGateway>()
    .ConfigureHttpClient(http =>
    {
        http.BaseAddress = new Uri(builder.Configuration["Telemetry:BaseUrl"]!);
        http.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["Telemetry:GatewayKey"]);
    })
    .AddPolicyHandler(HttpPolicyExtensions
        .HandleTransientHttpError()
        .OrResult(r => r.StatusCode == HttpStatusCode.ServiceUnavailable)
        .WaitAndRetryAsync(3, i => TimeSpan.FromSeconds(i)));

var app = builder.Build();
app.UseMiddleware<CurrentUserMiddleware>();
app.MapControllers();
app.Run();

static IAsyncPolicy<HttpResponseMessage> CallvaneRetryPolicy() =>
    Policy<HttpResponseMessage>
        .Handle<HttpRequestException>()
        .OrResult(r => r.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.TooManyRequests)
        .WaitAndRetryAsync(4, attempt => TimeSpan.FromMilliseconds(200 * Math.Pow(2, attempt)));

public sealed class CallvaneOptions
{
    public string BaseUrl { get; set; } = "";
    public string ApiKey { get; set; } = "";
    public string ActingUserEmail { get; set; } = "";
    public string WebhookSecret { get; set; } = "";
}
