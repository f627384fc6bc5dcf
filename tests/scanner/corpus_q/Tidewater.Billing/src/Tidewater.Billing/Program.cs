using System.Net;
using Microsoft.Extensions.Options;
using Polly;
using Polly.Extensions.Http;
using Tidewater.Billing.Ringdeck;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<RingdeckOptions>(builder.Configuration.GetSection(RingdeckOptions.Section));

// Ringdeck: retry transient errors. 502 from Ringdeck = their identity provider timed out.
var ringdeckRetry = HttpPolicyExtensions
    .HandleTransientHttpError() // 5xx + 408
    .OrResult(r => r.StatusCode == HttpStatusCode.TooManyRequests)
    .WaitAndRetryAsync(3, n => TimeSpan.FromMilliseconds(300 * Math.Pow(2, n)));

builder.Services.AddHttpClient<RingdeckClient>((sp, http) =>
    {
        var o = sp.GetRequiredService<IOptions<RingdeckOptions>>().Value;
        http.BaseAddress = new Uri(o.BaseUrl);
        http.DefaultRequestHeaders.Add("X-Api-Key", o.ApiKey);
        http.DefaultRequestHeaders.Add("X-User-Email", o.ActingUserEmail);
        http.Timeout = TimeSpan.FromSeconds(15);
    })
    .AddPolicyHandler(ringdeckRetry);

// Avalara tax API -- unrelated, also uses an API key header
builder.Services.AddHttpClient("avalara", http =>
{
    http.BaseAddress = new Uri("https://rest.avatax.com/api/v2/");
    http.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["Avalara:ApiKey"]);
})
.AddPolicyHandler(HttpPolicyExtensions.HandleTransientHttpError()
    .OrResult(r => r.StatusCode == HttpStatusCode.BadGateway || r.StatusCode == HttpStatusCode.ServiceUnavailable)
    .WaitAndRetryAsync(2, _ => TimeSpan.FromSeconds(1)));

builder.Services.AddControllers();

var app = builder.Build();
app.MapControllers();
app.Run();
