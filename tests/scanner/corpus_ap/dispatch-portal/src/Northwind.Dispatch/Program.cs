using System.Net;
using Northwind.Dispatch.Dialwave;
using Northwind.Dispatch.Middleware;
using Northwind.Dispatch.Payments;
using Polly;
using Polly.Extensions.Http;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<DialwaveOptions>(builder.Configuration.GetSection(DialwaveOptions.Section));
builder.Services.Configure<DialwaveRecordingsOptions>(builder.Configuration.GetSection(DialwaveRecordingsOptions.Section));
builder.Services.AddHttpContextAccessor();
builder.Services.AddControllers();

// Dialwave v1: 502 means their IdP lookup failed, safe to retry. 503 is "API disabled", never retry.
var dialwaveRetry = Policy<HttpResponseMessage>
    .Handle<HttpRequestException>()
    .OrResult(r => r.StatusCode == HttpStatusCode.BadGateway || r.StatusCode == HttpStatusCode.TooManyRequests)
    .WaitAndRetryAsync(3, attempt => TimeSpan.FromMilliseconds(250 * Math.Pow(2, attempt)));

builder.Services.AddHttpClient<DialwaveClient>()
    .AddPolicyHandler(dialwaveRetry)
    .SetHandlerLifetime(TimeSpan.FromMinutes(5));

builder.Services.AddHttpClient<DialwaveRecordingsClient>()
    .AddPolicyHandler(HttpPolicyExtensions.HandleTransientHttpError()
        .WaitAndRetryAsync(2, _ => TimeSpan.FromSeconds(1)));

// Payments service sits behind our nginx ingress which returns 502/503 during deploys.
builder.Services.AddHttpClient<PaymentsClient>()
    .AddPolicyHandler(Policy<HttpResponseMessage>
        .HandleResult(r => r.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        .WaitAndRetryAsync(5, i => TimeSpan.FromSeconds(i)));

var app = builder.Build();
app.UseMiddleware<ActingUserMiddleware>();
app.MapControllers();
app.Run();
