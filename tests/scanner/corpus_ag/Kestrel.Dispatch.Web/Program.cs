using Kestrel.Dispatch.Web.Services;
using Polly;
using Polly.Extensions.Http;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddRazorPages();
builder.Services.AddServerSideBlazor();
builder.Services.AddHttpContextAccessor();

builder.Services.AddHttpClient<RinglaneClient>(client =>
{
    client.BaseAddress = new Uri(builder.Configuration["Ringlane:BaseUrl"]!);
    client.DefaultRequestHeaders.Add("x-api-key", builder.Configuration["Ringlane:ApiKey"]);
    client.Timeout = TimeSpan.FromSeconds(10);
})
.AddPolicyHandler(HttpPolicyExtensions
    .HandleTransientHttpError()
    .OrResult(r => r.StatusCode == System.Net.HttpStatusCode.TooManyRequests)
    .WaitAndRetryAsync(3, n => TimeSpan.FromMilliseconds(300 * n)));

builder.Services.AddSingleton<StripeWebhookHandler>();

var app = builder.Build();

app.UseStaticFiles();
app.UseRouting();
app.MapBlazorHub();
app.MapFallbackToPage("/_Host");
app.MapPost("/webhooks/stripe", (HttpRequest req, StripeWebhookHandler h) => h.HandleAsync(req));

app.Run();
