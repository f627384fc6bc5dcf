using Halvorsen.Dispatch.Integrations.Ringcrest;
using Halvorsen.Dispatch.Jobs;
using Halvorsen.Dispatch.Webhooks;
using Hangfire;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddRazorPages();
builder.Services.AddHangfire(c => c.UseSqlServerStorage(builder.Configuration.GetConnectionString("Hangfire")));
builder.Services.AddHangfireServer();

builder.Services.AddHttpClient<RingcrestV2Client>()
    .AddStandardResilienceHandler(o =>
    {
        o.Retry.MaxRetryAttempts = 3;
        o.Retry.ShouldHandle = args => ValueTask.FromResult(
            args.Outcome.Result?.StatusCode is System.Net.HttpStatusCode.TooManyRequests
                or System.Net.HttpStatusCode.ServiceUnavailable);
    });

builder.Services.AddHttpClient("ringcrest-legacy");
builder.Services.AddSingleton<ServiceSignatureVerifier>();
builder.Services.AddTransient<LegacyListCleanupJob>();

var app = builder.Build();

app.UseStaticFiles();
app.MapRazorPages();
app.MapGitHubDeployWebhook();

app.MapPost("/webhooks/ringcrest", async (HttpRequest req, ServiceSignatureVerifier verifier, ICallFeed feed) =>
{
    using var reader = new StreamReader(req.Body);
    var body = await reader.ReadToEndAsync();
    if (!verifier.Verify(req, body)) return Results.Unauthorized();
    await feed.PublishAsync(body);
    return Results.Accepted();
});

app.MapHangfireDashboard("/jobs");
app.Run();
