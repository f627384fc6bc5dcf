using Dialer.Gateway.CallHaven;
using Dialer.Gateway.Middleware;
using Dialer.Gateway.Webhooks;

var builder = WebApplication.CreateBuilder(args);

builder.Services.Configure<CallHavenOptions>(builder.Configuration.GetSection("CallHaven"));

// v2 client (migrated in 2024-Q2)
builder.Services.AddHttpClient<CallHavenV2Client>((sp, c) =>
    {
        var o = builder.Configuration.GetSection("CallHaven").Get<CallHavenOptions>()!;
        c.BaseAddress = new Uri(o.BaseUrl);
        c.DefaultRequestHeaders.Authorization = new("Bearer", o.ApiKey);
    })
    .AddStandardResilienceHandler();

// v2 has no contact-list resource yet, so list management still goes through the legacy shim.
builder.Services.AddHttpClient<LegacyContactListShim>()
    .AddStandardResilienceHandler(o => o.Retry.MaxRetryAttempts = 2);

builder.Services.AddSingleton<LegacyWebhookVerifier>();
builder.Services.AddSingleton<ServiceSignatureVerifier>();

var app = builder.Build();

app.UseMiddleware<ErrorEnvelopeMiddleware>();
app.UseMiddleware<UserContextMiddleware>();

app.MapPost("/webhooks/callhaven", WebhookEndpoints.HandleAsync);
app.MapPost("/webhooks/github", GitHubWebhookEndpoint.HandleAsync);
app.MapGet("/lists/{id}", async (string id, LegacyContactListShim shim, CancellationToken ct) =>
    await shim.GetAsync(id, ct) is { } list ? Results.Ok(list) : Results.NotFound());

app.Run();
