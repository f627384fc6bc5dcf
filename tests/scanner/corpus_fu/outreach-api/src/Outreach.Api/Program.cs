using System.Net;
using Outreach.Api.Endpoints;
using Outreach.Api.Infrastructure;
using Outreach.Api.Ringforge;
using Polly;
using Polly.Extensions.Http;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddHttpContextAccessor();

builder.Services.Configure<RingforgeOptions>(builder.Configuration.GetSection(RingforgeOptions.SectionName));
builder.Services.Configure<InventoryOptions>(builder.Configuration.GetSection("Inventory"));

builder.Services.AddTransient<CorrelationIdHandler>();
builder.Services.AddTransient<RingforgeAuthHandler>();
builder.Services.AddTransient<InventoryApiKeyHandler>();

// Ringforge dialer: 502 from them means their SSO lookup blipped, safe to retry.
var ringforgeTransient = new[]
{
    HttpStatusCode.BadGateway,
    HttpStatusCode.GatewayTimeout,
    HttpStatusCode.RequestTimeout,
};

builder.Services.AddHttpClient<RingforgeClient>((sp, client) =>
    {
        var opts = sp.GetRequiredService<Microsoft.Extensions.Options.IOptions<RingforgeOptions>>().Value;
        client.BaseAddress = new Uri(opts.BaseUrl.TrimEnd('/') + "/");
        client.Timeout = TimeSpan.FromSeconds(opts.TimeoutSeconds);
    })
    .AddHttpMessageHandler<CorrelationIdHandler>()
    .AddHttpMessageHandler<RingforgeAuthHandler>()
    .AddPolicyHandler(Policy<HttpResponseMessage>
        .Handle<HttpRequestException>()
        .OrResult(r => ringforgeTransient.Contains(r.StatusCode))
        .WaitAndRetryAsync(3, attempt => TimeSpan.FromMilliseconds(250 * Math.Pow(2, attempt))));

// Inventory service sits behind APIM; it has its own key and its own 502/503 semantics.
builder.Services.AddHttpClient<InventoryClient>((sp, client) =>
    {
        client.BaseAddress = new Uri(builder.Configuration["Inventory:BaseUrl"]!);
    })
    .AddHttpMessageHandler<CorrelationIdHandler>()
    .AddHttpMessageHandler<InventoryApiKeyHandler>()
    .AddPolicyHandler(HttpPolicyExtensions
        .HandleTransientHttpError()
        .OrResult(r => r.StatusCode == HttpStatusCode.ServiceUnavailable)
        .CircuitBreakerAsync(5, TimeSpan.FromSeconds(30)));

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapCampaignEndpoints();
app.MapContactListEndpoints();
app.MapGet("/healthz", () => Results.Ok(new { status = "ok" }));

app.Run();

public partial class Program { }
